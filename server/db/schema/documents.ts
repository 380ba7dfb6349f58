import {
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  boolean,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { nominations } from './nominations.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** DECISIONS.md §6: certificate of quantity, of quality, bill of lading; one lifecycle for the three. */
export const documentType = pgEnum('document_type', ['quantity', 'quality', 'billOfLading', 'statementOfFacts']);
export const documentStatus = pgEnum('document_status', ['Draft', 'Pending', 'Signed', 'Rejected']);
export const signerSlot = pgEnum('signer_slot', ['surveyor', 'loadingMaster', 'terminal', 'bargeMaster']);

/** The last number given per type and year: taken in the creating transaction, so numbers have no gaps. */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    type: documentType('type').notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.year] })],
);

/** One document of a nomination; its content is the maker's input, the PDFs are its versions. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    type: documentType('type').notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    status: documentStatus('status').notNull().default('Draft'),
    language: varchar('language', { length: 2 }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The signing order fixed when the document is sent (the surveyor's place only when one is named). */
    slots: signerSlot('slots')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The place due to sign now; null unless Pending. */
    due: signerSlot('due'),
    /** A signing round: revising a refused document starts the next one. */
    round: smallint('round').notNull().default(1),
    refusalReason: text('refusal_reason'),
    refusedBy: integer('refused_by').references(() => users.id),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    /** A certificate of quality's results outside its product's limits, found at signing (DECISIONS §11); null: on spec or not checked. */
    offSpec: jsonb('off_spec').$type<unknown[]>(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('documents_number_idx').on(t.number),
    // One document of each type per nomination: it is revised, never duplicated.
    uniqueIndex('documents_nomination_type_idx').on(t.nominationId, t.type),
    index('documents_status_idx').on(t.type, t.status),
    index('documents_due_idx')
      .on(t.due)
      .where(sql`${t.due} IS NOT NULL`),
  ],
);

/** Every PDF a document had, kept: its SHA-256 is what verification looks up. */
export const documentVersions = pgTable(
  'document_versions',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    version: smallint('version').notNull(),
    reason: varchar('reason', { length: 10 }).notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** For the final, PAdES-signed version: the hash of the same PDF before the terminal's signature. */
    unsignedSha256: varchar('unsigned_sha256', { length: 64 }),
    sealed: boolean('sealed').notNull().default(false),
    userId: integer('user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.version] }),
    index('document_versions_sha_idx').on(t.sha256),
    index('document_versions_unsigned_idx').on(t.unsignedSha256),
  ],
);

/** A signature: who, in which slot and round, drawn (its PNG) or typed (the name as written). */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    round: smallint('round').notNull(),
    slot: signerSlot('slot').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userName: varchar('user_name', { length: 120 }).notNull(),
    role: smallint('role').notNull(),
    kind: varchar('kind', { length: 5 }).notNull(),
    image: bytea('image'),
    /** The SHA-256 of `image` when it is a PNG we wrote from decoded pixels (documents.pictures.ts). */
    drawnSha256: varchar('drawn_sha256', { length: 64 }),
    typedName: varchar('typed_name', { length: 80 }),
    version: smallint('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('document_signatures_slot_idx').on(t.documentId, t.round, t.slot)],
);

/** The terminal's stamp (settings): an image set on the terminal's signatures. One row. */
export const terminalStamp = pgTable('terminal_stamp', {
  id: smallint('id').primaryKey().default(1),
  image: bytea('image').notNull(),
  mimeType: varchar('mime_type', { length: 40 }).notNull(),
  /** The SHA-256 of `image` when it is a PNG we wrote from decoded pixels (documents.pictures.ts). */
  drawnSha256: varchar('drawn_sha256', { length: 64 }),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
