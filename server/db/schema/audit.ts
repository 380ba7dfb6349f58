import { pgTable, bigserial, integer, smallint, varchar, timestamp, jsonb, index } from 'drizzle-orm/pg-core';

/** Append-only record of every change (DECISIONS.md §9). No foreign keys: it outlives what it names. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 100 }),
    role: smallint('role'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    /**
     * Set by the sealer (audit_seal, migration 0018) soon after the row commits, in id order: the
     * previous row's hash and this row's, so edits and removals show. Null until sealed.
     */
    prevHash: varchar('prev_hash', { length: 64 }),
    hash: varchar('hash', { length: 64 }),
    /** The database's clock when the row was written: the sealer's test for a gap that can no longer fill. */
    insertedAt: timestamp('inserted_at', { withTimezone: true }),
    /**
     * The nomination the row is about (its own id, or the one a record hanging off it names), set by
     * the insert trigger: the list leaves out hidden nominations by this, not by reading JSON per row.
     */
    nominationId: integer('nomination_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The audit screen filters by action and pages newest first.
    index('audit_log_action_at_idx').on(t.action, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_user_idx').on(t.userId),
  ],
);
