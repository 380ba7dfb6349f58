import { eq } from 'drizzle-orm';
import type { NominationProgress } from '../contract/enums.js';
import { durationFor } from '../contract/berthRules.js';
import { DEFAULT_SETTINGS } from '../contract/schemas/settings.js';
import { mulberry32 } from '../server/platform/seeded.js';
import type { Tx } from '../server/db/client.js';
import {
  berths,
  companies,
  jetties,
  jettyLines,
  lineProducts,
  type nominations,
  products,
  ships,
  tanks,
  users,
} from '../server/db/schema/index.js';
import { HOUR, DAY, MINUTE } from '../contract/time.js';

/**
 * When a berth window's papers move, after the window ends (issue 31 walk: certificates were signed
 * before their barge berthed): the certificate of quantity sent an hour after pumping stopped, each
 * of its slots signing an hour after the one before; the bill of lading after the certificate's
 * last possible signature, its slots an hour apart too; the nomination completed after all of it.
 */
export const PAPERS = { cqSent: HOUR, blSent: 5 * HOUR, completed: 8 * HOUR } as const;
/** Hours since a window ended before its papers can have reached each state, all signatures before now. */
const SIGNING_AFTER = 4;
const UPLOADED_AFTER = 10;

/** Days of history before today and of plans after it. */
export const HISTORY_DAYS = { past: 60, future: 14 } as const;

/** A small deterministic generator (mulberry32): the same seed gives the same terminal. */
export function random(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof random>;

/**
 * The order a nomination passes its states in (DECISIONS.md §3), with the automatic waits the live
 * system logs: acknowledged, it waits for its readiness time; ready, it waits for its jetty.
 */
const PATH: NominationProgress[] = [
  'Created',
  'Pending Approval',
  'Acknowledged',
  'Pending Barge Readiness Time',
  'Barge Ready',
  'Pending Jetty Information',
  'Jetty Assigned',
  'Booked',
  'Signing in Progress',
  'CQ Uploaded',
  'Completed',
];
/** The states the live system passes through by itself (lifecycle.ts `settle`): logged without a user. */
export const AUTOMATIC: readonly NominationProgress[] = ['Pending Barge Readiness Time', 'Pending Jetty Information'];

/**
 * Where a nomination stands, by how far its berth window's start and end are from now (hours): its
 * papers are signed after the window ends, so a window still open or just ended is Booked. Never
 * Acknowledged nor Barge Ready: the live system moves on from those at once while the readiness
 * time or the jetty is missing.
 */
function stateAt(hoursAhead: number, endAhead: number, r: Random): NominationProgress {
  if (endAhead < -36) return r.chance(0.08) ? 'Cancelled' : 'Completed';
  if (endAhead < -UPLOADED_AFTER) return 'CQ Uploaded';
  if (endAhead < -SIGNING_AFTER) return 'Signing in Progress';
  if (hoursAhead < 0) return 'Booked';
  if (hoursAhead < 48) return r.chance(0.7) ? 'Booked' : 'Jetty Assigned';
  if (hoursAhead < 9 * 24) return r.chance(0.6) ? 'Pending Jetty Information' : 'Pending Barge Readiness Time';
  return r.chance(0.5) ? 'Pending Approval' : 'Created';
}

export const hasBerth = (s: NominationProgress) =>
  ['Jetty Assigned', 'Booked', 'Signing in Progress', 'CQ Uploaded', 'Completed'].includes(s);
const hasReadiness = (s: NominationProgress) =>
  !['Created', 'Pending Approval', 'Acknowledged', 'Pending Barge Readiness Time', 'Cancelled'].includes(s);

/** The states a nomination went through to reach `to`, each with its own log entry. */
function pathTo(to: NominationProgress): NominationProgress[] {
  if (to === 'Cancelled') return ['Created', 'Pending Approval', 'Acknowledged', 'Pending Barge Readiness Time', to];
  return PATH.slice(0, PATH.indexOf(to) + 1);
}

export interface Lookups {
  user: Map<string, number>;
  company: Map<string, number>;
  barges: { id: number; name: string; loa: number; companyId: number | null }[];
  products: { id: number; name: string }[];
  berths: { id: number; name: string; jettyId: number; minLoa: number; maxLoa: number; productIds: number[] }[];
  jettyIds: number[];
  /** The terminal's shore tanks: a nomination names one that carries its product. */
  tanks: { id: number; number: string; productId: number | null; capacity: number }[];
}

export async function lookups(tx: Tx): Promise<Lookups> {
  const userRows = await tx.select({ id: users.id, name: users.userName }).from(users);
  const companyRows = await tx.select({ id: companies.id, code: companies.code }).from(companies);
  const barges = await tx
    .select({ id: ships.id, name: ships.name, loa: ships.loa, companyId: ships.companyId })
    .from(ships)
    .where(eq(ships.kind, 'barge'));
  const productRows = await tx.select({ id: products.id, name: products.name }).from(products);
  const berthRows = await tx
    .select({ id: berths.id, name: berths.name, jettyId: berths.jettyId, minLoa: berths.minLoa, maxLoa: berths.maxLoa })
    .from(berths);
  const lines = await tx
    .select({ jettyId: jettyLines.jettyId, productId: lineProducts.productId })
    .from(lineProducts)
    .innerJoin(jettyLines, eq(jettyLines.id, lineProducts.lineId));
  const jettyRows = await tx.select({ id: jetties.id }).from(jetties);
  const tankRows = await tx
    .select({ id: tanks.id, number: tanks.number, productId: tanks.productId, capacity: tanks.capacity })
    .from(tanks)
    .orderBy(tanks.id);
  return {
    tanks: tankRows.map((t) => ({ ...t, capacity: Number(t.capacity ?? 10_000) })),
    user: new Map(userRows.map((u) => [u.name, u.id])),
    company: new Map(companyRows.map((c) => [c.code, c.id])),
    barges,
    products: productRows,
    berths: berthRows.map((b) => ({
      ...b,
      productIds: lines.filter((l) => l.jettyId === b.jettyId).map((l) => l.productId),
    })),
    jettyIds: jettyRows.map((j) => j.id),
  };
}

export interface Planned {
  values: typeof nominations.$inferInsert;
  path: NominationProgress[];
  readiness: number;
  start: number;
}

/**
 * The nominations of about 60 days behind and 14 ahead: berth windows that keep every rule, each
 * nomination in the state its berth time gives it, with the facts that state requires.
 */
export function planNominations(
  r: Random,
  k: Lookups,
  now: Date,
  people: { customers: number[]; pilotIds: number[]; justifier: number },
): Planned[] {
  const straits = k.company.get('STRAITS')!;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const { pumpRate, changeoverMinutes } = DEFAULT_SETTINGS;
  const gap = changeoverMinutes * MINUTE;
  // Each berth's last busy moment, so windows never overlap and keep the changeover between them.
  const freeFrom = new Map(k.berths.map((b) => [b.id, 0]));
  const planned: Planned[] = [];
  for (let day = -HISTORY_DAYS.past; day <= HISTORY_DAYS.future; day++) {
    const count = r.int(2, 4);
    for (let i = 0; i < count; i++) {
      const barge = r.pick(k.barges);
      const product = r.pick(k.products);
      const fitting = k.berths.filter(
        (b) => b.minLoa <= barge.loa && barge.loa <= b.maxLoa && b.productIds.includes(product.id),
      );
      if (!fitting.length) continue;
      const quantity = r.int(10, 60) * 50;
      const readiness = today + day * DAY + r.int(0, 20) * HOUR + r.pick([0, 15, 30, 45]) * MINUTE;
      const hours = durationFor(quantity, pumpRate);
      // The berth that frees first; the window starts at readiness or after the one before.
      const berth = fitting.reduce((a, b) => (freeFrom.get(b.id)! < freeFrom.get(a.id)! ? b : a));
      const start = Math.max(readiness, freeFrom.get(berth.id)! + gap);
      const end = start + hours * HOUR;
      const status = stateAt((start - now.getTime()) / HOUR, (end - now.getTime()) / HOUR, r);
      if (hasBerth(status)) freeFrom.set(berth.id, start + hours * HOUR);
      const completed = status === 'Completed';
      // Most loads land within a few tenths of a percent; a few are off by more, some of them explained.
      const off = r.chance(0.07) ? r.pick([-1.4, -0.9, 0.8, 1.2]) : (r.next() - 0.5) * 0.6;
      const actual = Math.round(quantity * (1 + off / 100) * 1000) / 1000;
      const created = Math.min(readiness - r.int(3, 10) * DAY, now.getTime() - HOUR);
      planned.push({
        readiness,
        start,
        path: pathTo(status),
        values: {
          companyId: straits,
          bargeId: barge.id,
          productId: product.id,
          // The shore tank it loads from, as the customer names it on the form: the first that holds its product.
          tankId: k.tanks.find((t) => t.productId === product.id)?.id ?? null,
          quantity,
          nominatedQtyMax: r.chance(0.5) ? quantity + r.int(1, 6) * 50 : null,
          bargeReadinessTime: hasReadiness(status) ? new Date(readiness) : null,
          // The customer's ETA is known from the start; the readiness time comes later.
          eta: new Date(readiness - r.int(1, 6) * HOUR),
          pilotType: r.pick(['PSA', 'Terminal', null]),
          pilotId: hasBerth(status) && r.chance(0.7) ? r.pick(people.pilotIds) : null,
          bargeContactNumber: `+65 8${r.int(100, 999)} ${r.int(1000, 9999)}`,
          remarks: r.chance(0.2) ? r.pick(['Hoses on port side, please.', 'Agent on board at arrival.']) : null,
          berthId: hasBerth(status) ? berth.id : null,
          berthAssignedAt: hasBerth(status) ? new Date(Math.min(start - 6 * HOUR, now.getTime() - HOUR)) : null,
          estimatedBerthTime: hasBerth(status) ? new Date(start) : null,
          durationHours: hasBerth(status) ? hours : null,
          actualQuantity: ['CQ Uploaded', 'Completed'].includes(status) ? actual : null,
          completedAt: completed ? new Date(end + PAPERS.completed) : null,
          varianceJustification:
            completed && Math.abs(off) > 0.5 && r.chance(0.5) ? 'Shore tank gauge recalibrated after loading.' : null,
          justifiedBy: null,
          justifiedAt: null,
          status,
          createdBy: r.pick(people.customers),
          createdAt: new Date(created),
          updatedAt: new Date(Math.min(completed ? end + PAPERS.completed : end + HOUR, now.getTime())),
        },
      });
    }
  }
  fillNearStates(planned, now);
  for (const p of planned) {
    if (p.values.varianceJustification) {
      p.values.justifiedBy = people.justifier;
      p.values.justifiedAt = p.values.completedAt
        ? new Date(Math.min(p.values.completedAt.getTime() + DAY, now.getTime()))
        : null;
    }
  }
  return planned;
}

/** When a planned nomination's berth window ends. */
export const endOf = (p: Planned) => p.start + Number(p.values.durationHours ?? 0) * HOUR;

/**
 * The berth windows near now are few; each state of that stretch gets one if chance gave it none,
 * from the nominations whose window fits it: papers being signed, or uploaded, only once the window
 * ended long enough ago for their signatures to be in the past; booked or assigned ones ahead.
 */
function fillNearStates(planned: Planned[], now: Date) {
  const t = now.getTime();
  const near: [NominationProgress, (p: Planned) => number, number, (p: Planned) => boolean][] = [
    ['Signing in Progress', endOf, -6, (p) => endOf(p) < t - SIGNING_AFTER * HOUR],
    ['CQ Uploaded', endOf, -18, (p) => endOf(p) < t - UPLOADED_AFTER * HOUR],
    ['Booked', (p) => p.start, 24, (p) => p.start > t],
    ['Jetty Assigned', (p) => p.start, 36, (p) => p.start > t],
  ];
  for (const [status, at, hours, fits] of near) {
    if (planned.some((p) => p.values.status === status)) continue;
    const target = t + hours * HOUR;
    // Any other nomination with a berth whose state is not the only one of its kind.
    const alone = (st: NominationProgress) => planned.filter((q) => q.values.status === st).length === 1;
    const candidates = planned.filter(
      (p) => p.values.berthId !== null && p.values.status !== 'Completed' && !alone(p.values.status!) && fits(p),
    );
    const pick = candidates.sort((a, b) => Math.abs(at(a) - target) - Math.abs(at(b) - target))[0];
    if (!pick) continue;
    pick.values.status = status;
    pick.path = pathTo(status);
    if (status !== 'CQ Uploaded') pick.values.actualQuantity = null;
    else pick.values.actualQuantity ??= pick.values.quantity!;
  }
}
