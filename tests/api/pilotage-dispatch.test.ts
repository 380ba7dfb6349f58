import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { HOUR } from '../../contract/time.js';
import { addPilots, assignJob } from '../support/pilotage.js';
import type { AutoAssignResult, PilotJobRecord, PilotageBoard } from '../../contract/schemas/pilotage.js';
import { terminalDay } from '../../contract/datetime.js';

/**
 * DECISIONS.md §7a turn 3 (issue 31 point 2): the head of pilot dispatches from the pilot screen with
 * the planner's calls and the planner's checks; a pilot does not.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
let head: string;
let pilot: string;
let people: Record<string, number>;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  head = await t.login('headpilot');
  pilot = await t.login('pilot');
  people = await addPilots(t, head, [
    ['Capt. Dispatch One', 'pilot'],
    ['Capt. Dispatch Two', 'pilot'],
    ['Tug Dispatch', 'tug'],
  ]);
});

const jobsOf = (nominationId: number) =>
  t.asOwner<{ id: number; pilot_id: number | null }>(
    `SELECT id, pilot_id FROM pilot_jobs WHERE nomination_id = $1 ORDER BY id`,
    [nominationId],
  );
const assign = (id: number, pilotId: number | null, tugIds: number[], token: string) =>
  assignJob(t, id, pilotId, tugIds, token);

describe('the head of pilot dispatches', () => {
  it('reads the board and assigns a pilot and a tug, refused on an overlap with its reason, like the planner', async () => {
    const a = await nominationAt(t, d, k, 'Booked', {}, { hours: 100, berth: 'J1-B' });
    const b = await nominationAt(t, d, k, 'Booked', {}, { hours: 100.5, berth: 'J1-A' });
    const [ja] = await jobsOf(a.id);
    const [jb] = await jobsOf(b.id);
    const one = people['Capt. Dispatch One']!;
    const tug = people['Tug Dispatch']!;

    // A berthing job starts before its berth time: near a terminal midnight it falls on the day
    // before (the test failed between 20:00 and 21:00 in Singapore), so the board reads both days.
    const day = terminalDay(new Date(t.clock.now.getTime() + 100 * HOUR));
    const before = terminalDay(new Date(t.clock.now.getTime() + 96 * HOUR));
    const board = await t.ok<PilotageBoard>({
      method: 'GET',
      url: `/api/pilotage/board?from=${before}&to=${day}`,
      token: head,
    });
    expect(board.jobs.map((j) => j.id)).toEqual(expect.arrayContaining([ja!.id, jb!.id]));

    const ok = await assign(ja!.id, one, [tug], head);
    expect(ok.status).toBe(200);
    expect((ok.body.data as PilotJobRecord).pilotName).toBe('Capt. Dispatch One');
    const audit = await t.asOwner<{ user_name: string }>(
      `SELECT user_name FROM audit_log WHERE entity = 'pilotJob' AND entity_id = $1 AND action = 'assignPilot'`,
      [String(ja!.id)],
    );
    expect(audit.map((r) => r.user_name)).toEqual(['headpilot']);

    const clash = await assign(jb!.id, one, [], head);
    expect(clash.status).toBe(409);
    const rules = (clash.body.data as { violations: { rule: string; params: Record<string, unknown> }[] }).violations;
    expect(rules.map((r) => r.rule)).toEqual(['overlap']);
    expect(rules[0]!.params).toMatchObject({ name: 'Capt. Dispatch One', other: ja!.id, buffer: 30 });
    expect(clash.body.msg).toContain(`Capt. Dispatch One is on job #${ja!.id}`);
    expect((await jobsOf(b.id))[0]!.pilot_id).toBeNull();
  });

  it('auto-assigns the shown days and accepts the proposal', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 200, berth: 'J1-A' });
    // The berthing is asked for before the arrival, which may be the terminal's day before: show both
    // sides of it (the test failed when run between about 07:00 and 09:00 UTC).
    const eta = t.clock.now.getTime() + 200 * HOUR;
    const proposal = await t.ok<AutoAssignResult>({
      method: 'POST',
      url: '/api/pilotage/autoAssign',
      token: head,
      payload: { day: terminalDay(new Date(eta - 12 * HOUR)), to: terminalDay(new Date(eta + 12 * HOUR)) },
    });
    const mine = proposal.assignments.filter((a) => a.pilotId !== null);
    expect(mine.length).toBeGreaterThan(0);
    const accepted = await t.ok<PilotJobRecord[]>({
      method: 'POST',
      url: '/api/pilotage/accept',
      token: head,
      payload: { assignments: proposal.assignments },
    });
    expect(accepted.map((j) => j.id).sort()).toEqual(proposal.assignments.map((a) => a.jobId).sort());
    const [berthing] = await jobsOf(n.id);
    expect(berthing!.pilot_id).not.toBeNull();
  });

  it('is refused to a pilot (403) on every dispatch call', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 300, berth: 'J1-B' });
    const [job] = await jobsOf(n.id);
    const day = terminalDay(new Date(t.clock.now.getTime() + 300 * HOUR));
    const two = people['Capt. Dispatch Two']!;
    for (const [method, url, payload] of [
      ['GET', `/api/pilotage/board?from=${day}&to=${day}`, undefined],
      ['PUT', `/api/pilotage/jobs/${job!.id}/assign`, { pilotId: two, tugIds: [] }],
      ['POST', '/api/pilotage/autoAssign', { day }],
      ['POST', '/api/pilotage/accept', { assignments: [{ jobId: job!.id, pilotId: two, tugIds: [] }] }],
    ] as const) {
      expect((await t.call({ method, url, token: pilot, payload })).status, `${method} ${url}`).toBe(403);
    }
    expect((await jobsOf(n.id))[0]!.pilot_id).toBeNull();
  });
});
