import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import {
  inOrder,
  progressOf,
  pumpingMinutes,
  sofRefusal,
  sofSetRefusal,
  type SofEvent,
  type SofFact,
} from '../../contract/portCall.js';
import { HOUR } from '../../contract/time.js';
import type { PortCallFigures } from '../../contract/schemas/portCall.js';
import { seedDemoHistory } from '../../demo/index.js';
import { seedPortCalls } from '../../demo/portCall.js';
import { SENT_AFTER } from '../../server/modules/documents/documents.history.render.js';

/**
 * The demo's port calls tell a true month (issue 33 point 5, DECISIONS.md §10 and §12): the whole
 * demo seed, as `npm start` runs it on a fresh data folder, checked against the statement of facts'
 * rules, the checklist gate, and what the nominations already say (berth times, states, papers).
 */
let t: TestApp;
let now: number;
type Call = {
  id: number;
  status: string;
  created: Date;
  etb: Date;
  tonnes: number;
  completed_at: Date | null;
  actual_arrived_at: Date | null;
  actual_all_fast_at: Date | null;
  actual_commenced_at: Date | null;
  actual_completed_at: Date | null;
  actual_cast_off_at: Date | null;
  pumping_minutes: number | null;
  sof_progress: string;
  sof_status: string | null;
  berth_id: number;
  cq_made: Date | null;
};
let calls: Call[];
const facts = new Map<number, (SofFact & { cause: string | null; reason: string | null; entered: Date })[]>();

test.beforeAll(async ({ api }) => {
  t = api;
  now = t.clock.now.getTime();
  await seedDemoHistory(t.database.db, t.clock.now);
  calls = await t.asOwner<Call>(
    `SELECT n.id, n.status, n.created_at AS created, n.estimated_berth_time AS etb, n.berth_id,
            coalesce(n.actual_quantity, n.quantity)::float AS tonnes, n.completed_at,
            n.actual_arrived_at, n.actual_all_fast_at, n.actual_commenced_at, n.actual_completed_at,
            n.actual_cast_off_at, n.pumping_minutes, n.sof_progress,
            (SELECT d.status FROM documents d WHERE d.nomination_id = n.id AND d.type = 'statementOfFacts') AS sof_status,
            (SELECT d.created_at FROM documents d WHERE d.nomination_id = n.id AND d.type = 'quantity') AS cq_made
       FROM nominations n WHERE n.status IN ('Booked', 'Signing in Progress', 'CQ Uploaded', 'Completed')
      ORDER BY n.id`,
  );
  const rows = await t.asOwner<{
    nomination_id: number;
    event: SofEvent;
    at: Date;
    cause: string | null;
    reason: string | null;
    entered_at: Date;
  }>('SELECT nomination_id, event, at, cause, reason, entered_at FROM sof_events WHERE current ORDER BY at, id');
  for (const r of rows)
    facts.set(r.nomination_id, [
      ...(facts.get(r.nomination_id) ?? []),
      { event: r.event, at: r.at.getTime(), cause: r.cause, reason: r.reason, entered: r.entered_at },
    ]);
}, 120_000);

const FULL: SofEvent[] = [
  'arrived',
  'allFast',
  'hosesConnected',
  'checklistCompleted',
  'commencedPumping',
  'completedPumping',
  'hosesDisconnected',
  'documentsOnBoard',
  'castOff',
];
const at = (c: Call, e: SofEvent) => facts.get(c.id)?.find((f) => f.event === e)?.at ?? null;
const done = () => calls.filter((c) => c.status === 'Completed');

describe("the demo's port calls", () => {
  it('gives every Completed nomination a full statement of facts, each event in order by the live rules', () => {
    expect(done().length).toBeGreaterThan(100);
    for (const c of done()) {
      const f = facts.get(c.id) ?? [];
      expect({ id: c.id, missing: FULL.filter((e) => !f.some((x) => x.event === e)) }).toEqual({
        id: c.id,
        missing: [],
      });
      const ordered = inOrder(f);
      ordered.forEach((x, i) => {
        const refusal = sofRefusal(ordered.slice(0, i), x.event, x.at, c.created.getTime(), now);
        expect({ id: c.id, event: x.event, refusal }).toEqual({ id: c.id, event: x.event, refusal: null });
      });
      expect(sofSetRefusal(f, c.created.getTime(), now)).toBeNull();
      // Cast off before the nomination was completed.
      expect(at(c, 'castOff')!).toBeLessThan(c.completed_at!.getTime());
    }
    // The certificate of quantity is sent once pumping completed (demo/documents/facts.ts dates it).
    const early = calls.filter(
      (c) => c.cq_made && (at(c, 'completedPumping') ?? Infinity) > c.cq_made.getTime() + SENT_AFTER,
    );
    expect(early.map((c) => c.id)).toEqual([]);
  });

  it("sets every call's actual times, pumping minutes and progress as its events say", async () => {
    const iso = (d: Date | null) => d?.getTime() ?? null;
    for (const c of calls) {
      const f = facts.get(c.id) ?? [];
      const completed = at(c, 'completedPumping');
      expect({
        id: c.id,
        arrived: iso(c.actual_arrived_at),
        allFast: iso(c.actual_all_fast_at),
        commenced: iso(c.actual_commenced_at),
        completed: iso(c.actual_completed_at),
        castOff: iso(c.actual_cast_off_at),
        minutes: c.pumping_minutes,
        progress: c.sof_progress,
      }).toEqual({
        id: c.id,
        arrived: at(c, 'arrived'),
        allFast: at(c, 'allFast'),
        commenced: at(c, 'commencedPumping'),
        completed,
        castOff: at(c, 'castOff'),
        minutes: completed === null ? null : pumpingMinutes(f, now),
        progress: progressOf(f, c.sof_status === 'Signed'),
      });
    }
    expect(done().every((c) => c.sof_progress === 'signed')).toBe(true);
    // The history's mooring reports tell the same berthing, cast off after the window (the papers' dates).
    const moored = await t.asOwner(
      `SELECT m.nomination_id FROM mooring_reports m JOIN nominations n ON n.id = m.nomination_id
        WHERE m.all_fast IS DISTINCT FROM n.actual_all_fast_at OR m.cast_off IS DISTINCT FROM n.actual_cast_off_at
           OR NOT (n.actual_arrived_at <= m.first_line_ashore AND m.first_line_ashore < m.all_fast)
           OR n.actual_cast_off_at < n.estimated_berth_time + n.duration_hours * interval '1 hour'`,
    );
    expect(moored).toEqual([]);
  });

  it('pumps at 300–900 t/h, with stops for weather and the barge, each with its reason', () => {
    for (const c of done()) {
      const rate = c.tonnes / (c.pumping_minutes! / 60);
      expect({ id: c.id, rate: rate >= 300 && rate <= 900 }).toEqual({ id: c.id, rate: true });
    }
    const stops = [...facts.values()].flat().filter((f) => f.event === 'stoppedPumping');
    expect(stops.every((s) => s.cause !== null && (s.reason ?? '').length > 0)).toBe(true);
    const causes = new Set(stops.map((s) => s.cause));
    expect(causes.has('weather') && causes.has('barge')).toBe(true);
    const stopped = done().filter((c) => facts.get(c.id)!.some((f) => f.event === 'stoppedPumping'));
    expect(stopped.length).toBeGreaterThan(done().length / 10);
    expect(stopped.length).toBeLessThan(done().length / 2);
  });

  it('has a few late arrivals, so that the on-time figure is neither all nor nothing', () => {
    const late = done().filter((c) => at(c, 'arrived')! > c.etb.getTime());
    expect(late.length).toBeGreaterThan(done().length / 20);
    expect(late.length).toBeLessThan(done().length / 4);
    const onTime = done().filter((c) => Math.abs(at(c, 'allFast')! - c.etb.getTime()) <= HOUR);
    expect(onTime.length).toBeGreaterThan(done().length / 2);
    expect(onTime.length).toBeLessThan(done().length);
  });

  it('keeps waiting and alongside times plausible, and no two calls alongside one berth at once', () => {
    const hours = (from: SofEvent, to: SofEvent) => done().map((c) => (at(c, to)! - at(c, from)!) / HOUR);
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const waiting = hours('arrived', 'allFast');
    expect(Math.min(...waiting)).toBeGreaterThan(0);
    expect(mean(waiting)).toBeGreaterThan(0.2);
    expect(mean(waiting)).toBeLessThan(6);
    const alongside = hours('allFast', 'castOff');
    expect(Math.min(...alongside)).toBeGreaterThan(1);
    expect(Math.max(...alongside)).toBeLessThan(12);
    const berthed = calls
      .filter((c) => at(c, 'allFast') !== null)
      .sort((a, b) => a.berth_id - b.berth_id || at(a, 'allFast')! - at(b, 'allFast')!);
    for (let i = 1; i < berthed.length; i++) {
      const [a, b] = [berthed[i - 1]!, berthed[i]!];
      if (a.berth_id === b.berth_id)
        expect({ b: b.id, after: at(b, 'allFast')! > (at(a, 'castOff') ?? now) }).toEqual({ b: b.id, after: true });
    }
  });

  it('records nothing in the future, and from Booked on as much as each state has come to', () => {
    const all = [...facts.values()].flat();
    expect(all.filter((f) => f.at > now || f.entered.getTime() > now || f.entered.getTime() < f.at)).toEqual([]);
    for (const c of calls) {
      const f = facts.get(c.id) ?? [];
      const has = (e: SofEvent) => f.some((x) => x.event === e);
      if (c.status === 'Signing in Progress' || c.status === 'CQ Uploaded')
        expect({ id: c.id, pumped: has('completedPumping') }).toEqual({ id: c.id, pumped: true });
      // A berth time ahead: at most arrived and waiting; one passed three hours ago (a late one
      // berths up to 2.5 h after it): alongside.
      if (c.status === 'Booked' && c.etb.getTime() > now)
        expect({ id: c.id, progress: ['none', 'arrived'].includes(c.sof_progress) }).toEqual({
          id: c.id,
          progress: true,
        });
      if (c.status === 'Booked' && c.etb.getTime() < now - 3 * HOUR)
        expect({ id: c.id, alongside: has('allFast') }).toEqual({ id: c.id, alongside: true });
    }
    // Papers being signed: cast off and signed; a Booked call ahead: nothing yet, or its arrival.
    const open = calls.filter((c) => c.status !== 'Completed').map((c) => c.sof_progress);
    expect(open).toEqual(expect.arrayContaining(['signed', 'none']));
  });

  it('signs the before-transfer checklist on both sides before pumping, every template item answered', async () => {
    const [items] = await t.asOwner<{ n: number }>(
      "SELECT count(*)::int AS n FROM checklist_items WHERE active AND part = 'beforeTransfer'",
    );
    expect(items!.n).toBeGreaterThan(0);
    const wrong = await t.asOwner(
      `SELECT n.id FROM nominations n JOIN sof_events e ON e.nomination_id = n.id AND e.current
          AND e.event = 'commencedPumping'
        WHERE (SELECT count(*) FROM checklist_signatures s WHERE s.nomination_id = n.id
                 AND s.part = 'beforeTransfer' AND s.at <= e.at) <> 2
           OR (SELECT count(*) FROM checklist_answers a WHERE a.nomination_id = n.id
                 AND a.part = 'beforeTransfer' AND a.answered_at <= e.at) <> $1
           OR EXISTS (SELECT 1 FROM checklist_answers a WHERE a.nomination_id = n.id AND a.critical AND a.answer <> 'yes')
           OR (SELECT max(s.at) FROM checklist_signatures s WHERE s.nomination_id = n.id AND s.part = 'beforeTransfer')
              <> (SELECT c.at FROM sof_events c WHERE c.nomination_id = n.id AND c.current AND c.event = 'checklistCompleted')`,
      [2 * items!.n],
    );
    expect(wrong).toEqual([]);
    // Signed by the loading master and the barge's own user, each part answered by the one who signs it.
    const signers = await t.asOwner<{ side: string; user_name: string }>(
      `SELECT DISTINCT s.side, u.user_name FROM checklist_signatures s JOIN users u ON u.id = s.user_id
        JOIN nominations n ON n.id = s.nomination_id WHERE u.ship_id IS DISTINCT FROM
          CASE s.side WHEN 'barge' THEN n.barge_id END OR (s.side = 'terminal') <> (u.user_name = 'loadingmaster')`,
    );
    expect(signers).toEqual([]);
    const answers = await t.asOwner<{ answer: string; n: number }>(
      'SELECT answer, count(*)::int AS n FROM checklist_answers GROUP BY answer ORDER BY n DESC',
    );
    expect(answers.map((a) => a.answer)).toEqual(['yes', 'na']);
    // The long transfers have their repeated rounds.
    const [repeated] = await t.asOwner<{ n: number }>(
      "SELECT count(DISTINCT nomination_id)::int AS n FROM checklist_signatures WHERE part = 'repeated'",
    );
    expect(repeated!.n).toBeGreaterThan(0);
  });

  it("has each cast-off call's statement of facts signed by the loading master, then the barge master", async () => {
    const wrong = await t.asOwner(
      `SELECT n.id FROM nominations n WHERE n.status = 'Completed' AND NOT EXISTS (SELECT 1 FROM documents d
          WHERE d.nomination_id = n.id AND d.type = 'statementOfFacts' AND d.status = 'Signed'
            AND (SELECT array_agg(s.slot::text ORDER BY s.version) FROM document_signatures s WHERE s.document_id = d.id)
                = ARRAY['loadingMaster', 'bargeMaster'])`,
    );
    expect(wrong).toEqual([]);
    const [numbers] = await t.asOwner<{ docs: number; last: number }>(
      `SELECT (SELECT count(*)::int FROM documents WHERE type = 'statementOfFacts') AS docs,
              (SELECT sum(last)::int FROM document_numbers WHERE type = 'statementOfFacts') AS last`,
    );
    expect(numbers!.last).toBe(numbers!.docs);
  });

  it("shows a real month on the dashboard's figures: waiting, alongside, rate, occupancy and on time", async () => {
    // The last 30 days, as the dashboard opens.
    const f = await t.ok<PortCallFigures>({
      method: 'GET',
      url: '/api/dashboard/port-calls',
      token: await t.login('logistics'),
    });
    const m = f.terminal!;
    expect(m.calls).toBeGreaterThan(50);
    expect(m.waitingHours!).toBeGreaterThan(0.2);
    expect(m.waitingHours!).toBeLessThan(6);
    expect(m.alongsideHours!).toBeGreaterThan(1);
    expect(m.alongsideHours!).toBeLessThan(12);
    expect(m.netRate!).toBeGreaterThanOrEqual(300);
    expect(m.netRate!).toBeLessThanOrEqual(900);
    expect(m.occupancy!).toBeGreaterThan(10);
    expect(m.occupancy!).toBeLessThan(100);
    expect(m.onTimePercent!).toBeGreaterThan(50);
    expect(m.onTimePercent!).toBeLessThan(100);
  });

  it('is written once: a second seed leaves the record as it was', async () => {
    expect(await seedPortCalls(t.database.db, t.clock.now)).toBe(0);
  });
});
