import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { dbId, listQuery, positiveNumber, requiredText } from './common.js';

const uniqueNames = <T extends { name: string }>(items: T[]) =>
  new Set(items.map((i) => i.name.toLowerCase())).size === items.length;

const berthInput = z
  .object({
    id: dbId.optional(),
    name: requiredText(60),
    minLoa: positiveNumber(500),
    maxLoa: positiveNumber(500),
  })
  .strict()
  .refine((b) => b.minLoa < b.maxLoa, {
    message: messageKey('validation.loaRange'),
    path: ['maxLoa'],
    // Checked as soon as both lengths are numbers, even while another field of the berth is missing.
    when: ({ value }) => {
      const b = value as { minLoa?: unknown; maxLoa?: unknown };
      return typeof b.minLoa === 'number' && typeof b.maxLoa === 'number';
    },
  });

const lineInput = z
  .object({
    id: dbId.optional(),
    name: requiredText(60),
    productIds: z
      .array(dbId)
      .max(50)
      .nullish()
      .transform((v) => v ?? []),
  })
  .strict();

const hoseInput = z.object({ id: dbId.optional(), name: requiredText(60) }).strict();

/** A jetty with its berths, lines (and the products each may carry) and hoses, edited as one. */
export const jettyInput = z
  .object({
    number: requiredText(20),
    name: requiredText(120),
    berths: z.array(berthInput).max(30).refine(uniqueNames, messageKey('validation.duplicateName')),
    lines: z.array(lineInput).max(30).refine(uniqueNames, messageKey('validation.duplicateName')),
    hoses: z.array(hoseInput).max(30).refine(uniqueNames, messageKey('validation.duplicateName')),
  })
  .strict();
export type JettyInput = z.infer<typeof jettyInput>;

const berthRecord = z.object({ id: z.number().int(), name: z.string(), minLoa: z.number(), maxLoa: z.number() });
export const jettyRecord = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  active: z.boolean(),
  berths: z.array(berthRecord),
  lines: z.array(z.object({ id: z.number().int(), name: z.string(), productIds: z.array(z.number().int()) })),
  hoses: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type JettyRecord = z.infer<typeof jettyRecord>;

export const jettyListQuery = listQuery.strict();

/** The jetty table of spec §3: per jetty number, its line names and hose names. */
export const jettyTableRow = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  lines: z.array(z.string()),
  hoses: z.array(z.string()),
});

/** `GET /jput/berth/list`: berths with their jetty, 12 to a page (spec §9). */
const BERTH_PAGE_SIZE = 12;
export const berthListQuery = z
  .object({
    pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(BERTH_PAGE_SIZE),
    jettyId: z.coerce.number().int().positive().optional(),
  })
  .strict();
export const berthListRow = berthRecord.extend({ jettyId: z.number().int(), jettyNumber: z.string() });
