import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NominationProgress } from '../contract/enums.js';
import { nominationMoved } from '../server/modules/notifications/notifications.parties.js';
import type { Tx } from '../server/db/client.js';
import { changeRequests, equipmentReports, mooringReports, notifications } from '../server/db/schema/index.js';
import { endOf, type Lookups, type Planned, type Random } from './history.plan.js';
import { HOUR, DAY, MINUTE } from '../contract/time.js';

/** Minutes from a berth window's start to all fast in the demo's mooring reports. */
const MOORED_AFTER_MIN = [10, 20, 25, 35, 40, 50, 55, 80, 110, 150];

export interface Made {
  id: number;
  p: Planned;
}

/** Change requests on nominations past acknowledgement: some waiting, some decided. */
export async function seedChangeRequests(tx: Tx, r: Random, made: Made[], now: Date, logistics: number) {
  const open = made.filter(({ p }) =>
    ['Barge Ready', 'Pending Jetty Information', 'Jetty Assigned', 'Booked'].includes(p.values.status!),
  );
  const requests = open.slice(0, 9).map(({ id, p }, j) => {
    const q = p.values.nominatedQtyMax ?? p.values.quantity!;
    const decided = j >= 3;
    return {
      nominationId: id,
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
}

/** Mooring reports for most completed nominations. */
export async function seedMooring(tx: Tx, r: Random, made: Made[], loadingMaster: number) {
  const moored = made.filter(({ p }) => p.values.status === 'Completed' && r.chance(0.8));
  if (!moored.length) return;
  await tx.insert(mooringReports).values(
    moored.map(({ id, p }) => {
      // All fast after the planned start, mostly within the hour, a few late: the dashboard's
      // waiting and punctuality have something to show. Picked by id, not from `r`, so the rest
      // of the history stays as it was.
      const allFast = p.start + MOORED_AFTER_MIN[id % MOORED_AFTER_MIN.length]! * MINUTE;
      return {
        nominationId: id,
        firstLineAshore: new Date(allFast - 25 * MINUTE),
        allFast: new Date(allFast),
        // Cast off half an hour after pumping ended (or after all fast, for a late one), long before
        // the papers are done and the nomination completed.
        castOff: new Date(Math.max(endOf(p), allFast) + 30 * MINUTE),
        linesUsed: r.pick([4, 6, 6, 8]),
        remarks: null,
        createdBy: loadingMaster,
        createdAt: new Date(p.start),
      };
    }),
  );
}

export async function seedEquipment(tx: Tx, k: Lookups, now: Date, loadingMaster: number, logistics: number) {
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
}

/**
 * The last two days' moves, told as the live system tells them (notifications.parties.ts): the
 * customer's users, the barge and its operator, and the terminal desk for the steps it takes next;
 * never the one who made the move. A third of them already read.
 */
export async function seedRecentNotices(
  tx: Tx,
  k: Lookups,
  made: Made[],
  now: Date,
  actorOf: (p: Planned, to: NominationProgress) => number | null,
) {
  const recent = made.filter(({ p }) => p.values.updatedAt!.getTime() > now.getTime() - 2 * DAY).slice(-12);
  for (const { id, p } of recent) {
    const barge = k.barges.find((b) => b.id === p.values.bargeId)!;
    const status = p.values.status!;
    const at = p.values.updatedAt!;
    await nominationMoved(
      tx,
      {
        id,
        companyId: p.values.companyId,
        bargeId: barge.id,
        bargeCompanyId: barge.companyId,
        bargeName: barge.name,
        hideFromTerminal: p.values.hideFromTerminal ?? false,
        submittedAt: p.values.submittedAt ?? null,
      },
      status,
      actorOf(p, status),
      at,
    );
  }
  const read = recent.filter((_, j) => j % 3 === 0).map(({ id }) => id);
  if (read.length)
    await tx
      .update(notifications)
      .set({ readAt: sql`${notifications.createdAt}` })
      .where(and(inArray(notifications.bid, read), eq(notifications.messageKey, 'notices.moved')));
}
