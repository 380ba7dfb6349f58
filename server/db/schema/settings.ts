import {
  pgTable,
  serial,
  bigint,
  varchar,
  integer,
  boolean,
  timestamp,
  jsonb,
  customType,
  bigserial,
  text,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Terminal-wide settings, one row per key; values are checked by contract/schemas/settings.ts. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/** Partner platforms that may send users in (DECISIONS.md §8). Only the key's hash is kept. */
export const partnerApps = pgTable('partner_apps', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  scope: varchar('scope', { length: 200 }).notNull(),
  redirectUri: varchar('redirect_uri', { length: 500 }).notNull(),
  keyHash: varchar('key_hash', { length: 64 }),
  keyIssuedAt: timestamp('key_issued_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Files uploaded for a user (safety data sheets). Kept in the database so that every API process
 * behind a load balancer sees them and one backup holds everything.
 */
export const userFiles = pgTable('user_files', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  kind: varchar('kind', { length: 20 }).notNull(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  mimeType: varchar('mime_type', { length: 60 }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id),
});

/** Every e-mail the portal sends, written in the same transaction as its cause (DECISIONS.md §8). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** SMTP tries so far and the last refusal; a message is retried until it is accepted. */
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 500 }),
    /** The nomination a message is about, if any: the outbox hides it while the nomination is hidden. */
    nominationId: bigint('nomination_id', { mode: 'number' }),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
