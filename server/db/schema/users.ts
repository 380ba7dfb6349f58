import {
  pgTable,
  serial,
  varchar,
  smallint,
  integer,
  timestamp,
  pgEnum,
  uniqueIndex,
  index,
  check,
  bigint,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies.js';
import { ships } from './terminal.js';
import { pilots } from './operations.js';

export const userStatus = pgEnum('user_status', ['Active', 'Deactivated', 'Pending Verification', 'Draft']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: varchar('user_name', { length: 100 }).notNull(),
    nickName: varchar('nick_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    userType: smallint('user_type').notNull(),
    role: smallint('role').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    /** The barge a barge user (type 4) speaks for; scopes its data. */
    shipId: integer('ship_id').references(() => ships.id),
    /** The pilot record a pilot user (role 10) speaks for (DECISIONS.md §7a); scopes its jobs. */
    pilotId: integer('pilot_id').references((): AnyPgColumn => pilots.id),
    status: userStatus('status').notNull().default('Active'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The address whose failures last locked the account, and when: it may not lock it again for a day. */
    lastLockIp: varchar('last_lock_ip', { length: 64 }),
    lastLockAt: timestamp('last_lock_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Authenticator (TOTP): the sealed secret once enabled, one being set up, and the last step used (no replays). */
    totpSecret: varchar('totp_secret', { length: 200 }),
    totpPending: varchar('totp_pending', { length: 200 }),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_uq').on(sql`lower(${t.userName})`),
    index('users_company_idx').on(t.companyId),
    uniqueIndex('users_pilot_uq').on(t.pilotId),
    // DECISIONS.md §1, kept by the database as well as by the service.
    check(
      'users_type_role_ck',
      sql`(${t.userType} = 0 AND ${t.role} = 0)
    OR (${t.userType} = 1 AND ${t.role} IN (1, 2, 3, 10, 11, 12, 13))
    OR (${t.userType} = 2 AND ${t.role} IN (4, 5, 6, 7))
    OR (${t.userType} = 3 AND ${t.role} = 9)
    OR (${t.userType} = 4 AND ${t.role} = 8)`,
    ),
  ],
);
