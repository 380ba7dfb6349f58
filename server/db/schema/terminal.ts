import {
  pgTable,
  serial,
  varchar,
  integer,
  numeric,
  boolean,
  pgEnum,
  primaryKey,
  uniqueIndex,
  index,
  jsonb,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.js';

export const productType = pgEnum('product_type', ['ALL', 'Port', 'Center', 'Starboard']);
export const shipKind = pgEnum('ship_kind', ['vessel', 'barge']);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    type: productType('type').notNull().default('ALL'),
    active: boolean('active').notNull().default(true),
    /** Specification limits per test (DECISIONS §11): [{ test, min, max }] against which a CoQ is off-spec. */
    specLimits: jsonb('spec_limits').$type<unknown[]>().notNull().default([]),
    /** Laytime hours allowed per 1,000 t of this product; null: the setting's default. */
    laytimeHoursPerKt: numeric('laytime_hours_per_kt', { precision: 6, scale: 2, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('products_name_active_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.active}`),
  ],
);

export const ships = pgTable(
  'ships',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    imo: varchar('imo', { length: 7 }).notNull().unique(),
    loa: numeric('loa', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    portOfRegistry: varchar('port_of_registry', { length: 120 }),
    customCode: varchar('custom_code', { length: 40 }),
    kind: shipKind('kind').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    // Vessel search is by name or IMO prefix over 100k ships (bench/master-data.ts). In the C
    // collation one btree index serves both the prefix LIKE and the ORDER BY, so a search reads
    // only the 20 rows it answers with.
    index('ships_name_c_idx').on(sql`lower(${t.name}) COLLATE "C"`),
    index('ships_imo_c_idx').on(sql`${t.imo} COLLATE "C"`),
    index('ships_company_idx').on(t.companyId),
  ],
);

export const jetties = pgTable('jetties', {
  id: serial('id').primaryKey(),
  number: varchar('number', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  active: boolean('active').notNull().default(true),
});

export const berths = pgTable(
  'berths',
  {
    id: serial('id').primaryKey(),
    jettyId: integer('jetty_id')
      .notNull()
      .references(() => jetties.id),
    name: varchar('name', { length: 60 }).notNull(),
    minLoa: numeric('min_loa', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    maxLoa: numeric('max_loa', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('berths_jetty_name_uq')
      .on(t.jettyId, t.name)
      .where(sql`${t.active}`),
  ],
);

export const jettyLines = pgTable('jetty_lines', {
  id: serial('id').primaryKey(),
  jettyId: integer('jetty_id')
    .notNull()
    .references(() => jetties.id),
  name: varchar('name', { length: 60 }).notNull(),
  active: boolean('active').notNull().default(true),
});

export const lineProducts = pgTable(
  'line_products',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => jettyLines.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.lineId, t.productId] })],
);

export const hoses = pgTable('hoses', {
  id: serial('id').primaryKey(),
  jettyId: integer('jetty_id')
    .notNull()
    .references(() => jetties.id),
  name: varchar('name', { length: 60 }).notNull(),
  active: boolean('active').notNull().default(true),
});

export const tanks = pgTable('tanks', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  number: varchar('number', { length: 20 }).notNull().unique(),
  productId: integer('product_id').references(() => products.id),
  capacity: numeric('capacity', { precision: 12, scale: 3, mode: 'number' }),
  active: boolean('active').notNull().default(true),
});
