import { z } from 'zod';
import { dbId, isoDate, listQuery, requiredText } from './common.js';

/** Blacklisting a ship by hand (DECISIONS.md §5): a reason and the date it applies from. */
export const blacklistInput = z
  .object({
    shipId: dbId,
    reason: requiredText(2000),
    blacklistedOn: isoDate.nullish(),
  })
  .strict();
export const liftInput = z.object({ reason: requiredText(2000) }).strict();

/**
 * One row of the unqualified list: a hand blacklisting (its own id, which can be lifted) or a ship
 * whose latest decided vetting is Rejected, Expired or Suspended (the vetting's id negated, so
 * the two kinds never share an id; it is changed through the vetting, not here).
 */
export const unqualifiedRecord = z.object({
  id: z.number().int(),
  shipId: z.number().int(),
  shipName: z.string(),
  imo: z.string(),
  kind: z.string(),
  source: z.enum(['blacklist', 'vetting']),
  vettingId: z.number().int().nullable(),
  vettingStatus: z.number().int().nullable(),
  reason: z.string(),
  blacklistedOn: z.string(),
  /** Display names and roles (DECISIONS.md §12): a person is never named by sign-in name here. */
  blacklistedByName: z.string().nullable(),
  blacklistedByRole: z.number().int().nullable(),
  liftedOn: z.string().nullable(),
  liftedByName: z.string().nullable(),
  liftedByRole: z.number().int().nullable(),
  liftReason: z.string().nullable(),
});
export type UnqualifiedRecord = z.infer<typeof unqualifiedRecord>;
export const unqualifiedListQuery = listQuery
  .extend({ state: z.enum(['current', 'lifted', 'all']).default('current') })
  .strict();
