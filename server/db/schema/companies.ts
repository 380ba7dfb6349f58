import { pgTable, serial, varchar, boolean, timestamp, pgEnum } from 'drizzle-orm/pg-core';

export const companyKind = pgEnum('company_kind', ['terminal', 'customer', 'surveyor', 'barge_operator']);

/** The remaining company fields of spec §3 arrive with the master data module. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  kind: companyKind('kind').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
