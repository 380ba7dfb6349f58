import { customType, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { nominations } from './nominations.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Safety data sheets of a nomination's cargo (spec §7 `POST /system/user/uploadSds/{id}`, the id a
 * nomination's: "No SDS file found for the given nomination ID."), .jpg, .png or .pdf, kept in the
 * database like the ullage reports; who may see the nomination may see its sheets.
 */
export const sdsFiles = pgTable(
  'sds_files',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('sds_files_nomination_idx').on(t.nominationId)],
);
