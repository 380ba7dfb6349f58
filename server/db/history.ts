import { mulberry32 } from '../platform/seeded.js';
import { eq, inArray, sql } from 'drizzle-orm';
import type { NominationProgress } from '../../contract/enums.js';
import { durationFor } from '../../contract/berthRules.js';
import { DEFAULT_SETTINGS } from '../../contract/schemas/settings.js';
import type { Db, Tx } from './client.js';
import {
  berths,
  changeRequests,
  companies,
  equipmentReports,
  jetties,
  jettyLines,
  lineProducts,
  mooringReports,
  nominationLog,
  nominations,
  nominationSurveyors,
  notifications,
  pilots,
  products,
  ships,
  users,
} from './schema/index.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Minutes from a berth window's start to all fast in the demo's mooring reports. */
const MOORED_AFTER_MIN = [10, 20, 25, 35, 40, 50, 55, 80, 110, 150];
/** Days of history before today and of plans after it. */
export const HISTORY_DAYS = { past: 60, future: 14 } as const;

/** A small deterministic generator (mulberry32): the same seed gives the same terminal. */
function random(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** The order a nomination passes its states in (DECISIONS.md §3), without the automatic waits. */
const PATH: NominationProgress[] = [
  'Created',
  'Pending Approval',
  'Acknowledged',
  'Barge Ready',
  'Jetty Assigned',
  'Booked',
  'Signing in Progress',
  'CQ Uploaded',
  'Completed',
];

/** Where a nomination stands, by how far its berth time is from now (hours). */
function stateAt(hoursAhead: number, r: ReturnType<typeof random>): NominationProgress {
  if (hoursAhead < -36) return r.chance(0.08) ? 'Cancelled' : 'Completed';
  if (hoursAhead < -6) return 'CQ Uploaded';
  if (hoursAhead < 3) return 'Signing in Progress';
  if (hoursAhead < 48) return r.chance(0.7) ? 'Booked' : 'Jetty Assigned';
  if (hoursAhead < 5 * 24) return r.chance(0.5) ? 'Barge Ready' : 'Pending Jetty Information';
  if (hoursAhead < 9 * 24) return r.chance(0.5) ? 'Acknowledged' : 'Pending Barge Readiness Time';
  return r.chance(0.5) ? 'Pending Approval' : 'Created';
}

const hasBerth = (s: NominationProgress) =>
  ['Jetty Assigned', 'Booked', 'Signing in Progress', 'CQ Uploaded', 'Completed'].includes(s);
const hasReadiness = (s: NominationProgress) =>
  !['Created', 'Pending Approval', 'Acknowledged', 'Pending Barge Readiness Time', 'Cancelled'].includes(s);

/** The states a nomination went through to reach `to`, each with its own log entry. */
function pathTo(to: NominationProgress): NominationProgress[] {
  if (to === 'Cancelled') return ['Created', 'Pending Approval', 'Acknowledged', 'Cancelled'];
  if (to === 'Pending Barge Readiness Time') return ['Created', 'Pending Approval', 'Acknowledged', to];
  if (to === 'Pending Jetty Information') return ['Created', 'Pending Approval', 'Acknowledged', 'Barge Ready', to];
  return PATH.slice(0, PATH.indexOf(to) + 1);
}

interface Lookups {
  user: Map<string, number>;
  company: Map<string, number>;
  barges: { id: number; name: string; loa: number }[];
  products: { id: number; name: string }[];
  berths: { id: number; name: string; jettyId: number; minLoa: number; maxLoa: number; productIds: number[] }[];
  jettyIds: number[];
}

async function lookups(tx: Tx): Promise<Lookups> {
  const userRows = await tx.select({ id: users.id, name: users.userName }).from(users);
  const companyRows = await tx.select({ id: companies.id, code: companies.code }).from(companies);
  const barges = await tx
    .select({ id: ships.id, name: ships.name, loa: ships.loa })
    .from(ships)
    .where(eq(ships.kind, 'barge'));
  const productRows = await tx.select({ id: products.id, name: products.name }).from(products);
  const berthRows = await tx
    .select({
      id: berths.id,
      name: berths.name,
      jettyId: berths.jettyId,
      minLoa: berths.minLoa,
      maxLoa: berths.maxLoa,
    })
    .from(berths);
  const lines = await tx
    .select({ jettyId: jettyLines.jettyId, productId: lineProducts.productId })
    .from(lineProducts)
    .innerJoin(jettyLines, eq(jettyLines.id, lineProducts.lineId));
  const jettyRows = await tx.select({ id: jetties.id }).from(jetties);
  return {
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

type NominationValues = typeof nominations.$inferInsert;
type LogValues = typeof nominationLog.$inferInsert;

/**
 * About 60 days of past and 14 of future barging at the demo terminal (issue 12): nominations in
 * every state with their logs, berth windows that keep every rule, change requests, mooring and
 * equipment reports, pilots and tugs, recent notifications. Written straight into the tables in a
 * few statements, deterministic for a seed and relative to `now`. Runs once, on a fresh demo seed.
 */
export async function seedHistory(db: Db, now: Date, seed = 2026): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(nominations);
    if (n > 0) return 0;
    const r = random(seed);
    const k = await lookups(tx);
    const id = (name: string) => k.user.get(name) ?? null;
    const logistics = id('logistics')!;
    const loadingMaster = id('loadingmaster') ?? logistics;
    const customers = [id('customer'), id('companyadmin')].filter((u): u is number => u !== null);
    const straits = k.company.get('STRAITS')!;
    const surveyorCompany = k.company.get('ACCUSURV');
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const { pumpRate, changeoverMinutes } = DEFAULT_SETTINGS;
    const gap = changeoverMinutes * 60_000;

    const pilotRows = await tx
      .insert(pilots)
      .values(
        [
          ['Capt. Ahmad Rahman', 'pilot', '+65 9123 4501'],
          ['Capt. Lee Kok Wah', 'pilot', '+65 9123 4502'],
          ['Capt. Suresh Pillai', 'pilot', '+65 9123 4503'],
          ['Capt. Wong Mei Ling', 'pilot', '+65 9123 4504'],
          ['PSA Tug Sentosa', 'tug', 'VHF 12'],
          ['PSA Tug Jurong', 'tug', 'VHF 12'],
          ['PSA Tug Keppel', 'tug', 'VHF 14'],
        ].map(([name, kind, contact]) => ({
          name: name!,
          kind: kind as 'pilot' | 'tug',
          contact: contact!,
          createdBy: id('headpilot') ?? logistics,
          createdOn: new Date(today - (HISTORY_DAYS.past + 5) * DAY),
        })),
      )
      .returning({ id: pilots.id, kind: pilots.kind });
    const pilotIds = pilotRows.filter((p) => p.kind === 'pilot').map((p) => p.id);

    // Each berth's last busy moment, so windows never overlap and keep the changeover between them.
    const freeFrom = new Map(k.berths.map((b) => [b.id, 0]));
    const planned: { values: NominationValues; path: NominationProgress[]; readiness: number; start: number }[] = [];
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
        const readiness = today + day * DAY + r.int(0, 20) * HOUR + r.pick([0, 15, 30, 45]) * 60_000;
        const hours = durationFor(quantity, pumpRate);
        // The berth that frees first; the window starts at readiness or after the one before.
        const berth = fitting.reduce((a, b) => (freeFrom.get(b.id)! < freeFrom.get(a.id)! ? b : a));
        const start = Math.max(readiness, freeFrom.get(berth.id)! + gap);
        const status = stateAt((start - now.getTime()) / HOUR, r);
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
            quantity,
            nominatedQtyMax: r.chance(0.5) ? quantity + r.int(1, 6) * 50 : null,
            bargeReadinessTime: hasReadiness(status) || completed ? new Date(readiness) : null,
            // The customer's ETA is known from the start; the readiness time comes later.
            eta: new Date(readiness - r.int(1, 6) * HOUR),
            pilotType: r.pick(['PSA', 'Terminal', null]),
            pilotId: hasBerth(status) && r.chance(0.7) ? r.pick(pilotIds) : null,
            bargeContactNumber: `+65 8${r.int(100, 999)} ${r.int(1000, 9999)}`,
            remarks: r.chance(0.2) ? r.pick(['Hoses on port side, please.', 'Agent on board at arrival.']) : null,
            berthId: hasBerth(status) ? berth.id : null,
            berthAssignedAt: hasBerth(status) ? new Date(Math.min(start - 6 * HOUR, now.getTime() - HOUR)) : null,
            estimatedBerthTime: hasBerth(status) ? new Date(start) : null,
            durationHours: hasBerth(status) ? hours : null,
            actualQuantity: ['CQ Uploaded', 'Completed'].includes(status) ? actual : null,
            completedAt: completed ? new Date(start + hours * HOUR + HOUR) : null,
            varianceJustification:
              completed && Math.abs(off) > 0.5 && r.chance(0.5) ? 'Shore tank gauge recalibrated after loading.' : null,
            justifiedBy: null,
            justifiedAt: null,
            status,
            createdBy: r.pick(customers),
            createdAt: new Date(created),
            updatedAt: new Date(Math.min(start + hours * HOUR + HOUR, now.getTime())),
          },
        });
      }
    }
    // The berth windows near now are few; each state of that stretch gets one if chance gave it none.
    const near: [NominationProgress, number][] = [
      ['Signing in Progress', 0],
      ['CQ Uploaded', -18],
      ['Booked', 24],
      ['Jetty Assigned', 36],
    ];
    for (const [status, hours] of near) {
      if (planned.some((p) => p.values.status === status)) continue;
      const target = now.getTime() + hours * HOUR;
      // Any other nomination with a berth whose state is not the only one of its kind.
      const alone = (st: NominationProgress) => planned.filter((q) => q.values.status === st).length === 1;
      const candidates = planned.filter(
        (p) => p.values.berthId !== null && p.values.status !== 'Completed' && !alone(p.values.status!),
      );
      const pick = candidates.sort((a, b) => Math.abs(a.start - target) - Math.abs(b.start - target))[0];
      if (!pick) continue;
      pick.values.status = status;
      pick.path = pathTo(status);
      if (status !== 'CQ Uploaded') pick.values.actualQuantity = null;
      else pick.values.actualQuantity ??= pick.values.quantity!;
    }
    for (const p of planned) {
      if (p.values.varianceJustification) {
        p.values.justifiedBy = id('teamleader') ?? logistics;
        p.values.justifiedAt = p.values.completedAt
          ? new Date(Math.min(p.values.completedAt.getTime() + DAY, now.getTime()))
          : null;
      }
    }
    const inserted = await tx
      .insert(nominations)
      .values(planned.map((p) => p.values))
      .returning({ id: nominations.id });

    // The log: one entry per state reached, spaced between creation and the berth window.
    const logs: LogValues[] = [];
    inserted.forEach(({ id: nominationId }, i) => {
      const p = planned[i]!;
      const from = p.values.createdAt!.getTime();
      const until = Math.min(Math.max(p.start, from + HOUR), now.getTime());
      p.path.forEach((to, step) => {
        const at = Math.min(from + ((until - from) * step) / Math.max(1, p.path.length - 1), now.getTime());
        logs.push({
          nominationId,
          action: 13,
          fromStatus: step === 0 ? null : p.path[step - 1]!,
          toStatus: to,
          detail: to === 'Jetty Assigned' ? (k.berths.find((b) => b.id === p.values.berthId)?.name ?? null) : null,
          userId: ['Created', 'Pending Approval', 'Barge Ready'].includes(to)
            ? p.values.createdBy!
            : ['Signing in Progress', 'CQ Uploaded'].includes(to)
              ? loadingMaster
              : logistics,
          at: new Date(at),
        });
      });
    });
    for (let i = 0; i < logs.length; i += 1000) await tx.insert(nominationLog).values(logs.slice(i, i + 1000));

    if (surveyorCompany) {
      const surveyed = inserted.filter((_, i) => planned[i]!.values.berthId !== null && i % 3 === 0);
      if (surveyed.length)
        await tx
          .insert(nominationSurveyors)
          .values(surveyed.map((s) => ({ nominationId: s.id, companyId: surveyorCompany })));
    }

    // Change requests on nominations past acknowledgement: some waiting, some decided.
    const open = inserted.filter((_, i) =>
      ['Barge Ready', 'Pending Jetty Information', 'Jetty Assigned', 'Booked'].includes(planned[i]!.values.status!),
    );
    const requests = open.slice(0, 9).map((o, j) => {
      const p = planned[inserted.indexOf(o)]!;
      const q = p.values.nominatedQtyMax ?? p.values.quantity!;
      const decided = j >= 3;
      return {
        nominationId: o.id,
        type: 'nominatedQtyMax' as const,
        proposed: { nominatedQtyMax: q + 200 },
        previous: { nominatedQtyMax: p.values.nominatedQtyMax ?? null },
        note: r.pick(['Customer asks for more room on the load.', 'Stem revised by the buyer.']),
        status: decided ? (j % 3 === 0 ? ('Rejected' as const) : ('Approved' as const)) : ('Pending' as const),
        requestedBy: p.values.createdBy!,
        requestedAt: new Date(now.getTime() - (10 - j) * 5 * HOUR),
        decidedBy: decided ? logistics : null,
        decidedAt: decided ? new Date(now.getTime() - (10 - j) * 4 * HOUR) : null,
        reason: decided && j % 3 === 0 ? 'The berth window cannot take more.' : null,
      };
    });
    if (requests.length) await tx.insert(changeRequests).values(requests);

    // Mooring reports for most completed nominations.
    const moored = inserted
      .map((o, i) => ({ o, p: planned[i]! }))
      .filter(({ p }) => p.values.status === 'Completed' && r.chance(0.8));
    if (moored.length)
      await tx.insert(mooringReports).values(
        moored.map(({ o, p }) => ({
          nominationId: o.id,
          // All fast after the planned start, mostly within the hour, a few late: the dashboard's
          // waiting and punctuality have something to show. Picked by id, not from `r`, so the rest
          // of the history stays as it was.
          firstLineAshore: new Date(p.start + (MOORED_AFTER_MIN[o.id % MOORED_AFTER_MIN.length]! - 25) * 60_000),
          allFast: new Date(p.start + MOORED_AFTER_MIN[o.id % MOORED_AFTER_MIN.length]! * 60_000),
          castOff: p.values.completedAt ?? null,
          linesUsed: r.pick([4, 6, 6, 8]),
          remarks: null,
          createdBy: loadingMaster,
          createdAt: new Date(p.start),
        })),
      );

    const equipment = [
      ['Loading arm LA-2', 'J1 north end', 'medium', 'Swivel joint weeping; watch during transfers.', false],
      ['Fender F3', 'J1-A', 'low', 'Rubber torn at the lower edge.', true],
      ['Gangway', 'J2-A', 'high', 'Hydraulic leak at the luffing cylinder.', true],
      ['Fire monitor FM-4', 'J2 platform', 'medium', 'Nozzle sticks when turning.', false],
      ['Mooring hook QRH-7', 'J2-B', 'critical', 'Release lever jammed; hook tagged out.', true],
      ['Hose crane', 'J1 platform', 'low', 'Limit switch faulty.', true],
    ] as const;
    await tx.insert(equipmentReports).values(
      equipment.map(([name, location, severity, description, resolved], i) => ({
        jettyId: k.jettyIds[i % k.jettyIds.length]!,
        equipment: name,
        location,
        severity,
        closesJetty: false,
        description,
        reportedOn: new Date(now.getTime() - (40 - i * 6) * DAY),
        reportedBy: loadingMaster,
        resolvedOn: resolved ? new Date(now.getTime() - (38 - i * 6) * DAY) : null,
        resolvedBy: resolved ? logistics : null,
        resolution: resolved ? 'Repaired by the maintenance team and tested.' : null,
      })),
    );

    // The last two days' moves, as notices to the customer's users, the barge and logistics.
    const recent = inserted
      .map((o, i) => ({ o, p: planned[i]! }))
      .filter(({ p }) => p.values.updatedAt!.getTime() > now.getTime() - 2 * DAY)
      .slice(-12);
    const barge = await tx
      .select({ id: users.id, shipId: users.shipId })
      .from(users)
      .where(inArray(users.userName, ['barge']));
    const notes = recent.flatMap(({ o, p }, j) => {
      const bargeName = k.barges.find((b) => b.id === p.values.bargeId)?.name ?? '';
      const message = {
        messageKey: 'notices.moved',
        messageParams: { id: o.id, barge: bargeName, status: { key: `statuses.${p.values.status!}` } },
        bid: o.id,
        createdAt: p.values.updatedAt!,
        readAt: j % 3 === 0 ? p.values.updatedAt! : null,
      };
      const to = [...customers, logistics, ...barge.filter((b) => b.shipId === p.values.bargeId).map((b) => b.id)];
      return to.map((userId) => ({ ...message, userId }));
    });
    if (notes.length) await tx.insert(notifications).values(notes);
    return inserted.length;
  });
}
