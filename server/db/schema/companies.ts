import { sql } from 'drizzle-orm';
import {
  pgTable,
  serial,
  varchar,
  boolean,
  timestamp,
  pgEnum,
  integer,
  date,
  jsonb,
  index,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const companyKind = pgEnum('company_kind', ['terminal', 'customer', 'surveyor', 'barge_operator']);

/** Every company field of spec §3; text fields are optional except code and name. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 30 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    kind: companyKind('kind').notNull(),
    legalName: varchar('legal_name', { length: 200 }),
    entityType: varchar('entity_type', { length: 60 }),
    country: varchar('country', { length: 2 }),
    industrySector: varchar('industry_sector', { length: 120 }),
    foundedOn: date('founded_on'),
    registerNumber: varchar('register_number', { length: 60 }),
    lei: varchar('lei', { length: 20 }),
    parentCompanyId: integer('parent_company_id').references((): AnyPgColumn => companies.id),
    beneficialOwner: varchar('beneficial_owner', { length: 200 }),
    streetNo: varchar('street_no', { length: 30 }),
    street: varchar('street', { length: 200 }),
    town: varchar('town', { length: 120 }),
    postalCode: varchar('postal_code', { length: 20 }),
    poBox: varchar('po_box', { length: 30 }),
    email: varchar('email', { length: 254 }),
    /** Where its invoices are e-mailed (DECISIONS §11); none: invoices are only listed in the portal. */
    billingEmail: varchar('billing_email', { length: 254 }),
    website: varchar('website', { length: 300 }),
    telephone: varchar('telephone', { length: 40 }),
    socialLinks: jsonb('social_links').$type<string[]>().notNull().default([]),
    alternativeName: varchar('alternative_name', { length: 200 }),
    uen: varchar('uen', { length: 10 }),
    active: boolean('active').notNull().default(true),
    /** A self-registered company waits for the terminal's approval before others see it or it nominates (DECISIONS §8). */
    approved: boolean('approved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list pages active companies by name; the same index counts them (index-only).
    index('companies_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.active}`),
  ],
);
