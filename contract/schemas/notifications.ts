import { z } from 'zod';

/** Spec §5: the drawer asks 3 at a time; a page of up to 50 is allowed for other uses. */
export const notificationQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(3),
});

export const notificationRecord = z.object({
  id: z.number().int(),
  /** The notice as English HTML (bold, emphasis, line breaks; values escaped). */
  action: z.string(),
  /** Catalogue key and parameters: the browser shows the notice in the reader's language. Null on rows written before keys. */
  key: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  bid: z.number().int().nullable(),
  createTime: z.string(),
  read: z.boolean(),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;

export const notificationPage = z.object({
  rows: z.array(notificationRecord),
  total: z.number().int(),
  unread: z.number().int(),
});

export const markReadInput = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

/** One message of the live stream (spec §7: JSON with action and bid). */
export const liveNotice = notificationRecord.omit({ read: true });
export type LiveNotice = z.infer<typeof liveNotice>;
