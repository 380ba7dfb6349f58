import { z } from 'zod';
import { idParam } from './common.js';

/** A safety data sheet of a nomination (spec §7 `POST /system/user/uploadSds/{id}`, the id a nomination's). */
export const sdsRecord = z.object({
  id: z.number().int(),
  nominationId: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** The uploader's display name and role. */
  uploadedByName: z.string(),
  uploadedByRole: z.number().int(),
});
export type SdsRecord = z.infer<typeof sdsRecord>;

export const sdsFileParams = z.object({ id: idParam.shape.id, fileId: idParam.shape.id });

/**
 * A safety data sheet kept per user before sheets became a nomination's (migration 0029): read-only,
 * for the system admin and terminal logistics (docs/decisions.md, issue 31 follow-up).
 */
export const legacySdsRecord = sdsRecord.omit({ nominationId: true }).extend({ userId: z.number().int() });
export type LegacySdsRecord = z.infer<typeof legacySdsRecord>;
