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
