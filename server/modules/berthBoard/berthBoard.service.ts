import type { FastifyRequest } from 'fastify';
import {
  berthLabel,
  checkAssignment,
  staticViolations,
  type BerthFacts,
  type Candidate,
  type Violation,
} from '../../../contract/berthRules.js';
import { BOARD_MAX_DAYS, type BoardData, type PlanResult } from '../../../contract/schemas/berthBoard.js';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import { badRequest } from '../../platform/errors.js';
import { dayBound } from '../../platform/days.js';
import { loadBerths, loadCandidates, loadOccupations } from '../berths/berths.facts.repository.js';
import type { PlanJob } from './berthBoard.planner.js';
import type { SolveTask, Solved } from './berthBoard.planner.worker.js';
import { settingsOf } from '../settings/settings.service.js';
import { hiddenAmong, waitingAfter, waitingIds, waitingList, windowsOf } from './berthBoard.repository.js';
import { MINUTE, DAY, HOUR } from '../../../contract/time.js';

/** The states in which a nomination waits for a berth. */
const WAITING = ['Barge Ready', 'Pending Jetty Information'] as const;
/** The board also shows who is acknowledged but has no readiness time yet: next in line, not yet placeable. */
const AWAITING_READINESS = ['Acknowledged', 'Pending Barge Readiness Time'] as const;

async function period(request: FastifyRequest, fromText: string, toText: string) {
  const settings = await settingsOf(request);
  const from = Date.parse(dayBound(fromText, settings.timeZone, 'start') ?? '');
  const to = Date.parse(dayBound(toText, settings.timeZone, 'end') ?? '');
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) throw badRequest('nominations.periodOrder');
  if (to - from > BOARD_MAX_DAYS * DAY) throw badRequest('nominations.periodTooLong');
  return { from, to, settings };
}

const toMs = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

export const berthBoardService = {
  async board(request: FastifyRequest, fromText: string, toText: string): Promise<BoardData> {
    const db = request.server.db;
    const { from, to, settings } = await period(request, fromText, toText);
    const berths = await loadBerths(db);
    const occupations = await loadOccupations(
      db,
      berths.map((b) => b.id),
      { from, to, marginMs: 0 },
    );
    const shown = await windowsOf(
      db,
      occupations.map((o) => o.nominationId),
    );
    const hidden = await hiddenAmong(
      db,
      occupations.map((o) => o.nominationId),
    );
    const candidates = new Map(
      (
        await loadCandidates(
          db,
          occupations.map((o) => o.nominationId),
          settings.pumpRate,
        )
      ).map((c) => [c.nominationId, c]),
    );
    const waiting = await waitingList(db, [...WAITING, ...AWAITING_READINESS], to);
    const waitingFacts = new Map(
      (
        await loadCandidates(
          db,
          waiting.map((w) => w.id),
          settings.pumpRate,
        )
      ).map((c) => [c.nominationId, c]),
    );
    const later = await waitingAfter(db, [...WAITING, ...AWAITING_READINESS], to);
    return {
      from,
      to,
      later,
      changeoverMinutes: settings.changeoverMinutes,
      pumpRate: settings.pumpRate,
      berths,
      windows: occupations
        .filter((o) => !hidden.has(o.nominationId))
        .map((o) => {
          const w = shown.find((s) => s.nominationId === o.nominationId)!;
          const candidate = candidates.get(o.nominationId)!;
          return {
            ...o,
            ...w,
            productName: candidate.productName,
            actualStart: toMs(w.actualStart),
            actualEnd: toMs(w.actualEnd),
            candidate,
          };
        }),
      unassigned: waiting.map((w) => ({
        ...waitingFacts.get(w.id)!,
        companyName: w.companyName,
        status: w.status,
        quantity: w.quantity,
      })),
    };
  },

  /**
   * Proposes berths and times for the nominations waiting for a berth (and those asked to be
   * re-planned) that satisfy every rule, around the assigned ones, minimising total waiting.
   */
  async propose(request: FastifyRequest, fromText: string, toText: string, replanIds: number[]): Promise<PlanResult> {
    const db = request.server.db;
    const { from, to, settings } = await period(request, fromText, toText);
    const berths = await loadBerths(db);
    const occupations = await loadOccupations(
      db,
      berths.map((b) => b.id),
    );
    const replan = new Set(replanIds);
    const waiting = await waitingIds(db, WAITING, to);
    const movable = occupations.filter((o) => replan.has(o.nominationId)).map((o) => o.nominationId);
    const candidates = await loadCandidates(db, [...waiting, ...movable], settings.pumpRate);
    const fmt = (ms: number) => formatTerminalDateTime(new Date(ms), settings.timeZone);
    return planFor(
      candidates,
      berths,
      occupations.filter((o) => !replan.has(o.nominationId)),
      from,
      settings.changeoverMinutes,
      fmt,
      request.server.planner.solve,
    );
  },
};

/** The solver's input from the rule engine's facts: each nomination's allowed berths are those no static rule excludes. */
export async function planFor(
  candidates: Candidate[],
  berths: BerthFacts[],
  locked: { nominationId: number; berthId: number; start: number; end: number }[],
  from: number,
  changeoverMinutes: number,
  fmt: (ms: number) => string,
  solve: (task: SolveTask) => Promise<Solved>,
): Promise<PlanResult> {
  const excluded: PlanResult['excluded'] = [];
  const jobs: PlanJob[] = candidates.map((c) => {
    const allowed: number[] = [];
    for (const b of berths) {
      const v = staticViolations(c, b);
      if (v.length) excluded.push({ nominationId: c.nominationId, berthId: b.id, berth: berthLabel(b), violations: v });
      else allowed.push(b.id);
    }
    return {
      id: c.nominationId,
      release: Math.max(from, c.readiness ?? from),
      duration: c.durationHours * HOUR,
      berths: allowed,
    };
  });
  const input = {
    jobs,
    blocked: locked.map((o) => ({ berthId: o.berthId, start: o.start, end: o.end })),
    buffer: changeoverMinutes * MINUTE,
  };
  const { best, baseline } = await solve({ input });
  const byId = new Map(candidates.map((c) => [c.nominationId, c]));
  const berthById = new Map(berths.map((b) => [b.id, b]));
  // Every proposal is checked by the same engine that guards assignment: the solver cannot propose what would be refused.
  const occupations = [...locked];
  const proposals = best.placements.map((pl) => {
    const c = byId.get(pl.id)!;
    const violations: Violation[] = checkAssignment(c, berthById.get(pl.berthId)!, pl.start, {
      changeoverMinutes,
      occupations,
      formatTime: fmt,
    });
    if (violations.length) throw new Error(`planner proposed an invalid slot for nomination ${pl.id}`);
    occupations.push({
      nominationId: pl.id,
      berthId: pl.berthId,
      start: pl.start,
      end: pl.start + c.durationHours * HOUR,
    });
    return {
      nominationId: pl.id,
      bargeName: c.bargeName,
      berthId: pl.berthId,
      berth: berthLabel(berthById.get(pl.berthId)!),
      estimatedBerthTime: new Date(pl.start).toISOString(),
      readiness: c.readiness === null ? null : new Date(c.readiness).toISOString(),
      waitMinutes: Math.round((pl.start - Math.max(from, c.readiness ?? from)) / MINUTE),
    };
  });
  return {
    proposals,
    unplaced: best.unplaced.map((id) => ({
      nominationId: id,
      bargeName: byId.get(id)!.bargeName,
      violations: excluded.filter((e) => e.nominationId === id).flatMap((e) => e.violations),
    })),
    excluded,
    totalWaitMinutes: Math.round(best.totalWait / MINUTE),
    firstComeWaitMinutes: Math.round(baseline.totalWait / MINUTE),
  };
}
