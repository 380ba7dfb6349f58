import { z } from 'zod';
import { messageKey, type MessageKey } from '../messages/index.js';
import { DEFAULT_PAGE_SIZE } from '../paging.js';
import { DAY } from '../time.js';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../paging.js';

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});

export const paged = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() });

/** The uniform list query of the calls the spec does not list (docs/api.md). */
export const listQuery = pageQuery.extend({
  searchValue: z.string().trim().max(200).optional(),
  sort: z.string().max(40).optional(),
  order: z.enum(['ASC', 'DESC']).default('ASC'),
  /** 'all' includes deactivated records; the default shows active ones only. */
  active: z.enum(['true', 'false', 'all']).default('true'),
});
export type ListQuery = z.infer<typeof listQuery>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const dbId = z.number().int().positive().max(2_147_483_647);

/**
 * A message for a value of the wrong type or none at all; the schema's other checks (too long, too
 * big) keep their own. A schema-wide `error` would answer every issue with it.
 */
export const whenMissing =
  (key: MessageKey) =>
  (issue: { code: string }): MessageKey | undefined =>
    issue.code === 'invalid_type' ? key : undefined;

/** A required text: blank counts as missing (spec §5) and gets the spec's message. */
export const requiredText = (max: number) =>
  z
    .string({ error: whenMissing('spec.requiredField') })
    .trim()
    .min(1, messageKey('spec.requiredField'))
    .max(max);

/** An optional text: blank or absent is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, messageKey('validation.email'));

export const webAddress = z
  .string()
  .trim()
  .max(300)
  .refine((v) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), messageKey('validation.url'));

export const positiveNumber = (max: number) =>
  z
    .number({ error: whenMissing('spec.requiredField') })
    .positive(messageKey('validation.positive'))
    .max(max);

/** A calendar day as YYYY-MM-DD that exists (no 30 February). */
export const isoDate = z.string().refine((v) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const d = m && new Date(`${v}T00:00:00Z`);
  return !!d && d.getUTCDate() === Number(m[3]) && d.getUTCMonth() + 1 === Number(m[2]);
}, messageKey('validation.date'));

/**
 * A period of terminal days, its first day (`from`, or the field `first` names) to `to`, both
 * included: not backwards and shorter than `maxDays`, refused with `tooLong` (each checked when both
 * ends are given). Each use names its own limit in `tooLong`'s text.
 */
export function dayPeriod<S extends z.ZodType<{ to?: string }>>(
  schema: S,
  maxDays: number,
  { first = 'from', tooLong = 'validation.periodTooLong' }: { first?: string; tooLong?: MessageKey } = {},
): S {
  const start = (q: { to?: string }) => (q as Record<string, string | undefined>)[first];
  const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY;
  return schema
    .refine((q) => !start(q) || !q.to || start(q)! <= q.to, {
      message: messageKey('validation.dateOrder'),
      path: ['to'],
    })
    .refine((q) => !start(q) || !q.to || days(start(q)!, q.to) < maxDays, { message: tooLong, path: [first] });
}

/** An instant as ISO 8601 text with its offset; forms type it in the terminal's time zone. */
export const isoInstant = z.iso.datetime({ offset: true, error: messageKey('validation.dateTime') });

export const okResult = z.object({ ok: z.literal(true) });
