import { z } from 'zod';
import { listQuery, optionalText, requiredText } from './common.js';

export const PILOT_KINDS = ['pilot', 'tug'] as const;

/** Spec §3 pilot and tug boat: name, createdBy, createdOn (the last two set by the server). */
export const pilotInput = z
  .object({
    name: requiredText(120),
    kind: z.enum(PILOT_KINDS).default('pilot'),
    contact: optionalText(60),
  })
  .strict();
export type PilotInput = z.infer<typeof pilotInput>;

export const pilotRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PILOT_KINDS),
  contact: z.string().nullable(),
  active: z.boolean(),
  createdBy: z.number().int().nullable(),
  /** The author's display name and role, never the sign-in name. */
  createdByName: z.string().nullable(),
  createdByRole: z.number().int().nullable(),
  createdOn: z.string(),
});
export type PilotRecord = z.infer<typeof pilotRecord>;
export const pilotListQuery = listQuery.extend({ kind: z.enum(PILOT_KINDS).optional() }).strict();
