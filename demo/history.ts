import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { NominationProgress } from '../contract/enums.js';
import type { Db, Tx } from '../server/db/client.js';
import { nominationLog, nominations, nominationSurveyors, pilots, users } from '../server/db/schema/index.js';
import {
  AUTOMATIC,
  endOf,
  HISTORY_DAYS,
  lookups,
  PAPERS,
  planNominations,
  random,
  type Lookups,
  type Planned,
} from './history.plan.js';
import { seedChangeRequests, seedEquipment, seedMooring, seedRecentNotices, type Made } from './history.extras.js';
import { HOUR, DAY } from '../contract/time.js';

export { HISTORY_DAYS } from './history.plan.js';

type LogValues = typeof nominationLog.$inferInsert;
/** States whose documents are signed or being signed: the surveyor is named on each of these that are still open. */
const OPEN_SIGNING: readonly NominationProgress[] = ['Signing in Progress', 'CQ Uploaded'];

/** The states reached after the berth window, when its papers move (PAPERS). */
const AFTER_WINDOW: readonly NominationProgress[] = ['Signing in Progress', 'CQ Uploaded', 'Completed'];

/**
 * When a planned nomination took the step-th state of its path: those before the operation spaced
 * between creation and the berth window; signing when its certificate of quantity is sent, CQ
 * Uploaded at the certificate's last signature (one an hour per slot, the surveyor's only when one
 * is named), Completed at its completion: as documents/facts.ts dates the papers.
 */
function stepAt(p: Planned, step: number, now: Date, surveyed: boolean): number {
  const to = p.path[step]!;
  const end = endOf(p);
  if (to === 'Signing in Progress') return end + PAPERS.cqSent;
  if (to === 'CQ Uploaded') return end + PAPERS.cqSent + (surveyed ? 3 : 2) * HOUR;
  if (to === 'Completed') return p.values.completedAt!.getTime();
  const from = p.values.createdAt!.getTime();
  const until = Math.min(Math.max(p.start, from + HOUR), now.getTime());
  const before = p.path.filter((s) => !AFTER_WINDOW.includes(s)).length;
  return Math.min(from + ((until - from) * step) / Math.max(1, before - 1), now.getTime());
}

/**
 * A barge whose master signs as the barge user of the demo (DECISIONS.md §12: every demo signer
 * finds a document waiting, in a list of their menu): when chance put no nomination of that barge
 * in Signing in Progress, where its certificate of quantity waits for the master
 * (documents/facts.ts), the latest one there takes that barge (every berth fits it).
 */
async function crewedBargeWaits(tx: Tx, planned: Planned[], k: Lookups) {
  const [crewed] = await tx
    .select({ shipId: users.shipId })
    .from(users)
    .where(and(eq(users.userName, 'barge'), isNotNull(users.shipId)));
  const barge = k.barges.find((b) => b.id === crewed?.shipId);
  if (!barge) return;
  const waiting = planned.filter((p) => p.values.status === 'Signing in Progress');
  if (waiting.some((p) => p.values.bargeId === barge.id)) return;
  const fits = waiting.filter((p) => {
    const berth = k.berths.find((b) => b.id === p.values.berthId);
    return berth && berth.minLoa <= barge.loa && barge.loa <= berth.maxLoa;
  });
  const pick = fits[fits.length - 1];
  if (pick) pick.values.bargeId = barge.id;
}

/**
 * About 60 days of past and 14 of future barging at the demo terminal (issue 12): nominations in
 * every state a nomination rests in, with their logs, berth windows that keep every rule, change
 * requests, mooring and equipment reports, pilots and tugs, recent notifications, and one
 * nomination its customer hides from the terminal. Written straight into the tables in a few
 * statements, deterministic for a seed and relative to `now`. Runs once, on a fresh demo seed.
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
    const surveyorCompany = k.company.get('ACCUSURV');
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

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

    const planned = planNominations(r, k, now, {
      customers,
      pilotIds,
      justifier: id('teamleader') ?? logistics,
    });
    await crewedBargeWaits(tx, planned, k);
    // The customer keeps its latest submitted nomination from the terminal's eyes (DECISIONS.md §9).
    const hidden = planned.filter((p) => p.values.status === 'Pending Approval').at(-1);
    if (hidden) hidden.values.hideFromTerminal = true;
    // The surveying company is named on most nominations with a berth, and on every one whose
    // papers are being signed now, so that most completed ones carry a certificate of quality.
    const surveyed = planned.map(
      (p, i) =>
        surveyorCompany !== undefined &&
        p.values.berthId != null &&
        (i % 5 !== 4 || OPEN_SIGNING.includes(p.values.status!)),
    );
    // Submitted when its log reaches Pending Approval (the same time as that log entry below); a
    // draft, or a draft revoked, never was (the terminal does not see it: nominationScope).
    planned.forEach((p, i) => {
      const step = p.path.indexOf('Pending Approval');
      p.values.submittedAt = step < 0 ? null : new Date(stepAt(p, step, now, surveyed[i]!));
      // Last touched at its latest step once its papers move.
      if (AFTER_WINDOW.includes(p.values.status!))
        p.values.updatedAt = new Date(stepAt(p, p.path.length - 1, now, surveyed[i]!));
    });
    const inserted = await tx
      .insert(nominations)
      .values(planned.map((p) => p.values))
      .returning({ id: nominations.id });
    const made: Made[] = inserted.map((o, i) => ({ id: o.id, p: planned[i]! }));

    // Who took each step: the customer its own, the loading master the signing, the automatic waits no one.
    const actorOf = (p: Planned, to: NominationProgress) =>
      AUTOMATIC.includes(to)
        ? null
        : ['Created', 'Pending Approval', 'Barge Ready'].includes(to)
          ? p.values.createdBy!
          : ['Signing in Progress', 'CQ Uploaded'].includes(to)
            ? loadingMaster
            : logistics;
    // The log: one entry per state reached, spaced between creation and the berth window.
    const logs: LogValues[] = [];
    for (const [i, { id: nominationId, p }] of made.entries()) {
      p.path.forEach((to, step) => {
        const at = stepAt(p, step, now, surveyed[i]!);
        // The berth and its time as key and parameters, as the live assignment logs them (nominations.logDetail.ts).
        const berth = to === 'Jetty Assigned' ? k.berths.find((b) => b.id === p.values.berthId)?.name : undefined;
        const time = p.values.estimatedBerthTime;
        logs.push({
          nominationId,
          action: 13,
          fromStatus: step === 0 ? null : p.path[step - 1]!,
          toStatus: to,
          detailKey: berth && time ? 'nominationLog.jettyAssigned' : null,
          detailParams:
            berth && time ? { berth, time: { key: 'nominationLog.instant', params: { utc: time.toISOString() } } } : {},
          userId: actorOf(p, to),
          at: new Date(at),
        });
      });
    }
    for (let i = 0; i < logs.length; i += 1000) await tx.insert(nominationLog).values(logs.slice(i, i + 1000));

    const named = made.filter((_, i) => surveyed[i]);
    if (surveyorCompany && named.length)
      await tx
        .insert(nominationSurveyors)
        .values(named.map((s) => ({ nominationId: s.id, companyId: surveyorCompany })));

    await seedChangeRequests(tx, r, made, now, logistics);
    await seedMooring(tx, r, made, loadingMaster);
    await seedEquipment(tx, k, now, loadingMaster, logistics);
    await seedRecentNotices(tx, k, made, now, actorOf);
    return inserted.length;
  });
}
