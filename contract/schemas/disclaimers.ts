import { z } from 'zod';

export const disclaimerRecord = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  titleZh: z.string(),
  body: z.string(),
  bodyZh: z.string(),
  agreedAt: z.string().nullable(),
});
export type DisclaimerRecord = z.infer<typeof disclaimerRecord>;

/** `GET /settings/public`: what a page needs before anyone signs in. */
export const publicSettings = z.object({
  trial: z.boolean(),
  /** Set when this host is an old address of the portal: where it moved, and when the notice stops waiting. */
  movedTo: z.string().nullable(),
  moveExpiry: z.string().nullable(),
});
