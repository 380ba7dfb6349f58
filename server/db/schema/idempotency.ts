import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of changes (platform/idempotency.ts): the row is written in the change's own
 * transaction, so it exists exactly when the change was committed; the answer is added after.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: smallint('status'),
    response: text('response'),
    /**
     * The record the change made or changed ({ entity, id } of its first audit entry), written in
     * the same transaction: a repeat whose answer was lost with its process is told which record.
     */
    record: jsonb('record').$type<{ entity: string; id: number | string }>(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
