import { sql } from 'drizzle-orm';
import { isBarge } from '../contract/permissions.js';
import type { Db, Tx } from '../server/db/client.js';
import {
  berths,
  companies,
  hoses,
  jetties,
  jettyLines,
  lineProducts,
  products,
  ships,
  tanks,
  users,
} from '../server/db/schema/index.js';
import { hashPassword } from '../server/platform/passwords.js';

/** The demo sign-ins of issue 2: one user per valid (userType, role) pair. */
export const DEMO_USERS = [
  { userName: 'admin', nickName: 'System Administrator', userType: 0, role: 0, company: null },
  { userName: 'logistics', nickName: 'Tan Wei Ming', userType: 1, role: 1, company: 'TERM' },
  { userName: 'controlroom', nickName: 'Control Room', userType: 1, role: 2, company: 'TERM' },
  { userName: 'teamleader', nickName: 'Lim Hui Ling', userType: 1, role: 3, company: 'TERM' },
  { userName: 'pilot', nickName: 'Capt. Rajesh Kumar', userType: 1, role: 10, company: 'TERM' },
  { userName: 'loadingmaster', nickName: 'Ong Boon Keat', userType: 1, role: 11, company: 'TERM' },
  { userName: 'headpilot', nickName: 'Capt. Chen Jun', userType: 1, role: 12, company: 'TERM' },
  { userName: 'inspector', nickName: 'Nur Aisyah', userType: 1, role: 13, company: 'TERM' },
  { userName: 'companyadmin', nickName: 'Sarah Goh', userType: 2, role: 4, company: 'STRAITS' },
  { userName: 'customer', nickName: 'Daniel Lee', userType: 2, role: 5, company: 'STRAITS' },
  { userName: 'surveyoradmin', nickName: 'Kelvin Ng', userType: 2, role: 6, company: 'ACCUSURV' },
  { userName: 'surveyor', nickName: 'Priya Nair', userType: 2, role: 7, company: 'ACCUSURV' },
  { userName: 'bargeoperator', nickName: 'Marcus Teo', userType: 3, role: 9, company: 'HARBOURLINK' },
  { userName: 'barge', nickName: 'Harbour Star 1', userType: 4, role: 8, company: 'HARBOURLINK' },
] as const;

/**
 * The other demo barges' own sign-ins: a barge's master signs its certificates as the barge user
 * (DECISIONS.md §6), so each barge of the demo story has one. Not in DEMO_USERS, which is one user
 * per (userType, role) pair.
 */
export const DEMO_BARGE_CREWS = [
  { userName: 'harbourstar2', ship: 'Harbour Star 2' },
  { userName: 'harbourpearl', ship: 'Harbour Pearl' },
] as const;

const COMPANIES = [
  { code: 'TERM', name: 'Pulau Berth Oil Terminal Pte. Ltd.', kind: 'terminal' as const },
  { code: 'STRAITS', name: 'Straits Bunkering Pte. Ltd.', kind: 'customer' as const },
  { code: 'MERIDIAN', name: 'Meridian Fuels Trading Pte. Ltd.', kind: 'customer' as const },
  { code: 'ACCUSURV', name: 'AccuSurvey Marine Services Pte. Ltd.', kind: 'surveyor' as const },
  { code: 'HARBOURLINK', name: 'HarbourLink Barge Operations Pte. Ltd.', kind: 'barge_operator' as const },
];

async function seedTerminal(tx: Tx, companyIds: Map<string, number>): Promise<Map<string, number>> {
  const productRows = await tx
    .insert(products)
    .values([
      { name: 'Marine Gasoil (MGO) 0.1%S', type: 'ALL' },
      { name: 'Very Low Sulphur Fuel Oil (VLSFO) 0.5%S', type: 'Port' },
      { name: 'High Sulphur Fuel Oil (HSFO) 380cst', type: 'Starboard' },
      { name: 'Gasoline 95 RON', type: 'Center' },
    ])
    .returning({ id: products.id, name: products.name });
  const [mgo, vlsfo, hsfo, gasoline] = productRows.map((p) => p.id) as [number, number, number, number];

  const jettyRows = await tx
    .insert(jetties)
    .values([
      { number: 'J1', name: 'Jetty 1 (North)' },
      { number: 'J2', name: 'Jetty 2 (South)' },
    ])
    .returning({ id: jetties.id });
  const [j1, j2] = jettyRows.map((j) => j.id) as [number, number];
  await tx.insert(berths).values([
    { jettyId: j1, name: 'J1-A', minLoa: 40, maxLoa: 120 },
    { jettyId: j1, name: 'J1-B', minLoa: 30, maxLoa: 90 },
    { jettyId: j2, name: 'J2-A', minLoa: 60, maxLoa: 150 },
    { jettyId: j2, name: 'J2-B', minLoa: 30, maxLoa: 85 },
  ]);
  const lines = await tx
    .insert(jettyLines)
    .values([
      { jettyId: j1, name: 'L1 Distillates' },
      { jettyId: j1, name: 'L2 Fuel Oil' },
      { jettyId: j2, name: 'L3 Fuel Oil' },
      { jettyId: j2, name: 'L4 Gasoline' },
    ])
    .returning({ id: jettyLines.id });
  const [l1, l2, l3, l4] = lines.map((l) => l.id) as [number, number, number, number];
  await tx.insert(lineProducts).values([
    { lineId: l1, productId: mgo },
    { lineId: l2, productId: vlsfo },
    { lineId: l2, productId: hsfo },
    { lineId: l3, productId: vlsfo },
    { lineId: l3, productId: hsfo },
    { lineId: l4, productId: gasoline },
  ]);
  await tx.insert(hoses).values([
    { jettyId: j1, name: 'H1 6" Composite' },
    { jettyId: j1, name: 'H2 8" Rubber' },
    { jettyId: j2, name: 'H3 8" Rubber' },
    { jettyId: j2, name: 'H4 10" Rubber' },
  ]);
  await tx.insert(tanks).values([
    { name: 'Tank T101', number: 'T101', productId: mgo, capacity: 12000 },
    { name: 'Tank T102', number: 'T102', productId: vlsfo, capacity: 25000 },
    { name: 'Tank T201', number: 'T201', productId: hsfo, capacity: 30000 },
    { name: 'Tank T301', number: 'T301', productId: gasoline, capacity: 8000 },
  ]);
  const operator = companyIds.get('HARBOURLINK') ?? null;
  const shipRows = await tx
    .insert(ships)
    .values([
      // IMO numbers below carry valid check digits.
      {
        name: 'Harbour Star 1',
        imo: '9074729',
        loa: 78.5,
        portOfRegistry: 'Singapore',
        kind: 'barge',
        companyId: operator,
      },
      {
        name: 'Harbour Star 2',
        imo: '9176187',
        loa: 92,
        portOfRegistry: 'Singapore',
        kind: 'barge',
        companyId: operator,
      },
      {
        name: 'Harbour Pearl',
        imo: '9247455',
        loa: 64.2,
        portOfRegistry: 'Singapore',
        kind: 'barge',
        companyId: operator,
      },
      {
        name: 'Meridian Spirit',
        imo: '9321483',
        loa: 183,
        portOfRegistry: 'Panama',
        kind: 'vessel',
        companyId: companyIds.get('MERIDIAN') ?? null,
      },
    ])
    .returning({ id: ships.id, name: ships.name });
  return new Map(shipRows.map((s) => [s.name, s.id]));
}

/** Seeds the demo terminal and users once: an existing user table means it has been done. */
export async function seedDemo(db: Db, demoPassword: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One seeder at a time, even with several processes starting together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727001)`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((existing?.n ?? 0) > 0) return false;
    const passwordHash = await hashPassword(demoPassword);
    const companyRows = await tx
      .insert(companies)
      .values(COMPANIES)
      .returning({ id: companies.id, code: companies.code });
    const companyIds = new Map(companyRows.map((c) => [c.code, c.id]));
    const shipIds = await seedTerminal(tx, companyIds);
    await tx.insert(users).values(
      DEMO_USERS.map((u) => ({
        userName: u.userName,
        nickName: u.nickName,
        email: `${u.userName}@berth.example`,
        passwordHash,
        userType: u.userType,
        role: u.role,
        companyId: u.company ? (companyIds.get(u.company) ?? null) : null,
        shipId: isBarge(u) ? (shipIds.get('Harbour Star 1') ?? null) : null,
      })),
    );
    await tx.insert(users).values(
      DEMO_BARGE_CREWS.map((b) => ({
        userName: b.userName,
        nickName: b.ship,
        email: `${b.userName}@berth.example`,
        passwordHash,
        userType: 4,
        role: 8,
        companyId: companyIds.get('HARBOURLINK') ?? null,
        shipId: shipIds.get(b.ship) ?? null,
      })),
    );
    return true;
  });
}
