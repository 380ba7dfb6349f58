/**
 * The pilotage rules of DECISIONS.md §7a (contract/pilotageRules.ts) at their edges through the real
 * routes: the travel buffer after and before another job to the minute, duty at exactly the limit
 * and a minute past it, a late order at exactly six hours. The jobs are shifting jobs made through
 * the API and then set to the minute (the route rounds to 15-minute slots), so the edge is exact.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { HOUR, MINUTE } from '../../contract/time.js';
import type { PilotageBoard } from '../../contract/schemas/pilotage.js';
import { terminalDay } from '../../contract/datetime.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
let nominationId: number;
/** A quarter hour well after the nomination's own jobs, where the jobs of this file stand alone. */
let t0: number;
const people: Record<'pilot' | 'pilot2' | 'tug', number> = { pilot: 0, pilot2: 0, tug: 0 };

test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  const head = await t.login('headpilot');
  for (const [key, name, kind] of [
    ['pilot', 'Capt. Edge Alpha', 'pilot'],
    ['pilot2', 'Capt. Edge Bravo', 'pilot'],
    ['tug', 'Tug Edge One', 'tug'],
  ] as const) {
    people[key] = (
      await t.ok<{ id: number }>({ method: 'POST', url: '/api/pilots', token: head, payload: { name, kind } })
    ).id;
  }
  nominationId = (await nominationAt(t, d, k, 'Booked', {}, { hours: 300 })).id;
  t0 = Math.floor((t.clock.now.getTime() + 400 * HOUR) / (15 * MINUTE)) * 15 * MINUTE;
});

/** A shifting job made through the route, then set to start exactly at `start` for `minutes`. */
async function jobAt(start: number, minutes = 60): Promise<number> {
  const { id } = await t.ok<{ id: number }>({
    method: 'POST',
    url: '/api/pilotage/jobs',
    token: k.logistics,
    payload: { nominationId, requiredAt: new Date(start).toISOString(), fromPlace: 'Anchorage', toPlace: 'J1-A' },
  });
  await t.asOwner('UPDATE pilot_jobs SET required_at = $2, duration_minutes = $3 WHERE id = $1', [
    id,
    new Date(start),
    minutes,
  ]);
  return id;
}
type Answer = { status: number; body: { msg: string; data: { violations?: { rule: string }[] } | null } };
const assign = (id: number, pilotId: number | null, tugIds: number[] = []) =>
  t.call({
    method: 'PUT',
    url: `/api/pilotage/jobs/${id}/assign`,
    token: k.logistics,
    payload: { pilotId, tugIds },
  }) as Promise<Answer>;
const outcome = (r: Answer) => (r.status === 200 ? 'ok' : (r.body.data?.violations ?? []).map((v) => v.rule));
/** Tries an assignment and takes it back when it was made, so the next try meets the same jobs. */
async function tryAssign(id: number, pilotId: number | null, tugIds: number[] = []) {
  const r = outcome(await assign(id, pilotId, tugIds));
  if (r === 'ok') expect((await assign(id, null, [])).status).toBe(200);
  return r;
}
const setPilotage = (maxDutyHours: number) =>
  t.ok({
    method: 'PUT',
    url: '/api/settings',
    token: k.logistics,
    payload: { pilotage: { travelBufferMinutes: 30, maxDutyHours, jobMinutes: 60, tugsPerJob: 1 } },
  });

describe('the pilotage rules at their edges, through the planning route', () => {
  it('keeps the 30-minute travel buffer after and before another job, for the pilot and the tug', async () => {
    const other = await jobAt(t0); // t0 to t0 + 1 h
    expect(outcome(await assign(other, people.pilot, [people.tug]))).toBe('ok');
    const afterOk = await jobAt(t0 + 90 * MINUTE);
    const afterClash = await jobAt(t0 + 89 * MINUTE);
    const beforeOk = await jobAt(t0 - 90 * MINUTE); // ends 30 minutes before the other starts
    const beforeClash = await jobAt(t0 - 89 * MINUTE);
    for (const [pilotId, tugIds] of [
      [people.pilot, []],
      [null, [people.tug]],
    ] as const) {
      expect(await tryAssign(afterOk, pilotId, [...tugIds])).toBe('ok');
      expect(await tryAssign(afterClash, pilotId, [...tugIds])).toEqual(['overlap']);
      expect(await tryAssign(beforeOk, pilotId, [...tugIds])).toBe('ok');
      expect(await tryAssign(beforeClash, pilotId, [...tugIds])).toEqual(['overlap']);
    }
  });

  it('allows duty in 24 hours exactly at the limit and refuses one minute more', async () => {
    await setPilotage(2);
    try {
      const first = await jobAt(t0 + 48 * HOUR);
      expect(outcome(await assign(first, people.pilot2))).toBe('ok');
      // 60 + 60 minutes: exactly two hours; 60 + 61: a minute past.
      expect(await tryAssign(await jobAt(t0 + 53 * HOUR, 60), people.pilot2)).toBe('ok');
      expect(await tryAssign(await jobAt(t0 + 58 * HOUR, 61), people.pilot2)).toEqual(['duty']);
      // Two hours ending exactly 24 h after the first ended share no day with it; a minute earlier they do.
      expect(await tryAssign(await jobAt(t0 + 71 * HOUR, 120), people.pilot2)).toBe('ok');
      expect(await tryAssign(await jobAt(t0 + 71 * HOUR - MINUTE, 120), people.pilot2)).toEqual(['duty']);
    } finally {
      await setPilotage(10);
    }
  });

  it('flags an order made less than six hours ahead as late, and one made exactly six hours ahead as not', async () => {
    const start = t0 + 96 * HOUR;
    const onTime = await jobAt(start);
    const late = await jobAt(start);
    await t.asOwner('UPDATE pilot_jobs SET ordered_at = $2 WHERE id = $1', [onTime, new Date(start - 6 * HOUR)]);
    await t.asOwner('UPDATE pilot_jobs SET ordered_at = $2 WHERE id = $1', [late, new Date(start - 6 * HOUR + MINUTE)]);
    const day = terminalDay(new Date(start));
    const board = await t.ok<PilotageBoard>({
      method: 'GET',
      url: `/api/pilotage/board?from=${day}&to=${day}`,
      token: k.logistics,
    });
    const flag = (id: number) => board.jobs.find((j) => j.id === id)?.late;
    expect(flag(onTime)).toBe(false);
    expect(flag(late)).toBe(true);
  });
});
