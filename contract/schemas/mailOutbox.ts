import { z } from 'zod';
import { listQuery } from './common.js';

/** The mail outbox (DECISIONS.md §8): every message the portal sent or will send, for the admin to read. */
export const mailOutboxQuery = listQuery.extend({ sent: z.enum(['true', 'false']).optional() }).strict();

export const mailRecord = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type MailRecord = z.infer<typeof mailRecord>;
