import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { HOUR, DAY } from '../../contract/time.js';
import { addPilots, assignJob } from '../support/pilotage.js';
import type { AutoAssignResult, PilotJobRecord, PilotageBoard } from '../../contract/schemas/pilotage.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import { addDays, terminalDay } from '../../contract/datetime.js';

/** Pilotage (DECISIONS.md §7a): jobs follow the booking, the planning rules, the pilot's own jobs and scope. */
let t: TestApp;
let d: Demo;
let k: Tokens;
let head: string;
let people: Record<string, number>;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  head = await t.login('headpilot');
  people = await addPilots(t, head, [
    ['Capt. Test Alpha', 'pilot'],
    ['Capt. Test Bravo', 'pilot'],
    ['Tug Test One', 'tug'],
    ['Tug Test Two', 'tug'],
  ]);
});

const jobsOf = (nominationId: number) =>
  t.asOwner<{ id: number; movement: string; required_at: Date; status: string; pilot_id: number | null }>(
    `SELECT id, movement, required_at, status, pilot_id FROM pilot_jobs WHERE nomination_id = $1 ORDER BY id`,
    [nominationId],
  );
const assign = (id: number, pilotId: number | null, tugIds: number[] = [], token = k.logistics) =>
  assignJob(t, id, pilotId, tugIds, token);
const slot = (iso: string | Date) => {
  const ms = new Date(iso).getTime();
  return new Date(Math.floor(ms / 900_000) * 900_000).toISOString();
};

describe('pilot jobs follow the nomination', () => {
  it('booking makes the berthing and unberthing jobs in 15-minute slots; moving moves them; exempt has none', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 30 });
    const jobs = await jobsOf(n.id);
    expect(jobs.map((j) => [j.movement, j.status])).toEqual([
      ['berthing', 'Requested'],
      ['unberthing', 'Requested'],
    ]);
    const start = new Date(n.estimatedBerthTime!).getTime();
    expect(jobs[0]!.required_at.toISOString()).toBe(slot(new Date(start - HOUR)));
    const end = start + Number(n.durationHours) * HOUR;
    expect(jobs[1]!.required_at.getTime()).toBe(Math.ceil(end / 900_000) * 900_000);

    // A pilot on the berthing job; the nomination moves 40 hours later: the jobs follow, ordered anew.
    expect((await assign(jobs[0]!.id, people['Capt. Test Alpha']!)).status).toBe(200);
    const later = new Date(start + 40 * HOUR).toISOString();
    await t.ok({
      method: 'POST',
      url: `/api/jput/nomination/assign/${n.id}`,
      token: k.logistics,
      payload: { berthId: n.berthId, estimatedBerthTime: later },
    });
    const moved = await jobsOf(n.id);
    expect(moved[0]!.required_at.toISOString()).toBe(slot(new Date(Date.parse(later) - HOUR)));
    expect(moved[0]!.pilot_id).toBe(people['Capt. Test Alpha']);

    const exempt = await nominationAt(t, d, k, 'Booked', { pilotExemption: true }, { hours: 60, berth: 'J1-B' });
    expect(await jobsOf(exempt.id)).toEqual([]);
  });
});

describe('the planning rules', () => {
  it('refuses overlaps within the travel buffer, the wrong kind and a pilot out of service, with the rule named', async () => {
    const a = await nominationAt(t, d, k, 'Booked', {}, { hours: 100, berth: 'J1-B' });
    const b = await nominationAt(t, d, k, 'Booked', {}, { hours: 100.5, berth: 'J1-A' });
    const [ja] = await jobsOf(a.id);
    const [jb] = await jobsOf(b.id);
    const bravo = people['Capt. Test Bravo']!;
    const tug = people['Tug Test One']!;
    expect((await assign(ja!.id, bravo, [tug])).status).toBe(200);
    const clash = await assign(jb!.id, bravo);
    expect(clash.status).toBe(409);
    const rules = (clash.body.data as { violations: { rule: string; params: Record<string, unknown> }[] }).violations;
    expect(rules.map((r) => r.rule)).toEqual(['overlap']);
    expect(rules[0]!.params).toMatchObject({ name: 'Capt. Test Bravo', other: ja!.id, buffer: 30 });
    expect(clash.body.msg).toContain('Capt. Test Bravo is on job #');
    const tugClash = await assign(jb!.id, null, [tug]);
    expect(tugClash.status).toBe(409);
    const kinds = await assign(jb!.id, tug, [bravo]);
    expect((kinds.body.data as { violations: { rule: string }[] }).violations.map((v) => v.rule).sort()).toEqual([
      'notPilot',
      'notTug',
    ]);
    // Control room plans too; pilots and customers do not.
    expect((await assign(jb!.id, people['Capt. Test Alpha']!, [people['Tug Test Two']!], k.control)).status).toBe(200);
    expect((await assign(jb!.id, null, [], k.customer)).status).toBe(403);
    expect((await assign(jb!.id, null, [], await t.login('pilot'))).status).toBe(403);

    await t.ok({
      method: 'PUT',
      url: `/api/pilots/${bravo}`,
      token: head,
      payload: { name: 'Capt. Test Bravo', kind: 'pilot' },
    });
    await t.call({ method: 'DELETE', url: `/api/pilots/${bravo}`, token: head });
    const inactive = await assign(ja!.id, bravo, [tug]);
    expect(inactive.status).toBe(409);
    expect((inactive.body.data as { violations: { rule: string }[] }).violations.map((v) => v.rule)).toContain(
      'inactive',
    );
    await t.asOwner('UPDATE pilots SET active = true WHERE id = $1', [bravo]);
  });

  it('refuses more duty in 24 hours than the setting allows', async () => {
    await t.ok({
      method: 'PUT',
      url: '/api/settings',
      token: k.logistics,
      payload: { pilotage: { travelBufferMinutes: 30, maxDutyHours: 1.5, jobMinutes: 60, tugsPerJob: 1 } },
    });
    try {
      const a = await nominationAt(t, d, k, 'Booked', {}, { hours: 150, berth: 'J1-B' });
      const b = await nominationAt(t, d, k, 'Booked', {}, { hours: 160, berth: 'J1-A' });
      const [ja] = await jobsOf(a.id);
      const [jb] = await jobsOf(b.id);
      const alpha = people['Capt. Test Alpha']!;
      expect((await assign(ja!.id, alpha)).status).toBe(200);
      const tired = await assign(jb!.id, alpha);
      expect(tired.status).toBe(409);
      const v = (tired.body.data as { violations: { rule: string; params: Record<string, unknown> }[] }).violations;
      expect(v).toEqual([
        expect.objectContaining({ rule: 'duty', params: { name: 'Capt. Test Alpha', hours: '2.0', max: 1.5 } }),
      ]);
    } finally {
      await t.ok({
        method: 'PUT',
        url: '/api/settings',
        token: k.logistics,
        payload: { pilotage: { travelBufferMinutes: 30, maxDutyHours: 10, jobMinutes: 60, tugsPerJob: 1 } },
      });
    }
  });

  it('flags a job ordered less than six hours ahead as late', async () => {
    const soon = await nominationAt(t, d, k, 'Booked', {}, { hours: 4, berth: 'J1-B' });
    const board = await t.ok<PilotageBoard>({
      method: 'GET',
      url: `/api/pilotage/board?from=${terminalDay(t.clock.now)}&to=${terminalDay(new Date(t.clock.now.getTime() + 2 * DAY))}`,
      token: k.logistics,
    });
    const mine = board.jobs.filter((j) => j.nominationId === soon.id);
    expect(mine.map((j) => [j.movement, j.late])).toEqual([
      ['berthing', true],
      ['unberthing', expect.any(Boolean)],
    ]);
    expect(board.pilots.some((p) => p.name === 'Capt. Test Alpha')).toBe(true);
    expect(board.tugs.some((p) => p.name === 'Tug Test One')).toBe(true);
  });

  it('auto-assigns a day within every rule, deterministically, and applies the proposal in one transaction', async () => {
    const day = terminalDay(new Date(t.clock.now.getTime() + 12 * DAY));
    const base = Date.parse(`${day}T00:00:00+08:00`);
    const hoursFromNow = (ms: number) => (ms - t.clock.now.getTime()) / HOUR;
    for (const [i, berth] of (['J1-A', 'J1-B', 'J1-A', 'J1-B'] as const).entries())
      await nominationAt(
        t,
        d,
        k,
        'Booked',
        {},
        { hours: hoursFromNow(base + (6 + (i >> 1) * 5 + i * 0.25) * HOUR), berth },
      );
    const propose = () =>
      t.ok<AutoAssignResult>({ method: 'POST', url: '/api/pilotage/autoAssign', token: k.logistics, payload: { day } });
    const first = await propose();
    expect(await propose()).toEqual(first);
    expect(first.assignments.length).toBeGreaterThanOrEqual(4);
    const pilotsUsed = first.assignments.filter((a) => a.pilotId !== null);
    expect(pilotsUsed.length).toBeGreaterThan(0);
    // The summary's three figures count the same open jobs: the proposal's and the baseline's within them.
    expect(first.open).toBe(first.assigned + first.unassigned.length);
    expect(first.open).toBe(new Set([...first.assignments.map((a) => a.jobId), ...first.unassigned]).size);
    expect(first.baseline.assigned).toBeLessThanOrEqual(first.open);
    // The planner's view of several days: the day's jobs are among the proposal's; at most 7 days, not backwards.
    const span = await t.ok<AutoAssignResult>({
      method: 'POST',
      url: '/api/pilotage/autoAssign',
      token: k.logistics,
      payload: { day: addDays(day, -1), to: addDays(day, 1) },
    });
    expect(span.assignments.map((a) => a.jobId)).toEqual(expect.arrayContaining(first.assignments.map((a) => a.jobId)));
    for (const [to, msg] of [
      [addDays(day, -1), 'The period must end on or after its first day'],
      [addDays(day, 7), 'Auto-assign covers at most 7 days at a time'],
    ] as const) {
      const refused = await t.call({
        method: 'POST',
        url: '/api/pilotage/autoAssign',
        token: k.logistics,
        payload: { day, to },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe(msg);
    }
    // The planner's board says its own limit, not the year of the exports.
    const board = await t.call({
      method: 'GET',
      url: `/api/pilotage/board?from=${day}&to=${addDays(day, 14)}`,
      token: k.logistics,
    });
    expect([board.status, board.body.msg]).toEqual([400, 'The planner shows at most 14 days at a time']);
    const accepted = await t.ok<PilotJobRecord[]>({
      method: 'POST',
      url: '/api/pilotage/accept',
      token: k.logistics,
      payload: { assignments: first.assignments },
    });
    expect(accepted.length).toBe(first.assignments.length);
    // Two berthings in the same hour: two different pilots.
    const berthings = accepted.filter((j) => j.movement === 'berthing' && j.pilotId !== null);
    const early = berthings.filter((j) => Date.parse(j.requiredAt) < base + 7 * HOUR);
    expect(early.length).toBe(2);
    expect(early[0]!.pilotId).not.toBe(early[1]!.pilotId);
    const audit = await t.asOwner<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'autoAssignPilots'`,
    );
    expect(audit[0]!.n).toBe(accepted.length);
  });
});

describe('the pilot', () => {
  it('sees only the nominations of its own jobs, confirms, starts and completes them; another pilot cannot', async () => {
    const alpha = people['Capt. Test Alpha']!;
    const users = await t.asOwner<{ id: number }>(`SELECT id FROM users WHERE user_name = 'pilot'`);
    // Unlinked: the screen says so.
    const unlinked = await t.login('pilot');
    const none = await t.call({ method: 'GET', url: '/api/pilot-jobs', token: unlinked });
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe('Your user is not linked to a pilot record; ask the head of pilot');
    await t.ok({
      method: 'PUT',
      url: '/api/system/user',
      token: k.logistics,
      payload: { userId: users[0]!.id, pilotId: alpha },
    });
    const pilot = await t.login('pilot');

    const mine = await nominationAt(t, d, k, 'Booked', {}, { hours: 200, berth: 'J1-B' });
    const other = await nominationAt(t, d, k, 'Booked', {}, { hours: 210, berth: 'J1-B' });
    const [job] = await jobsOf(mine.id);
    expect((await assign(job!.id, alpha)).status).toBe(200);

    const list = await t.ok<{ rows: NominationRecord[] }>({
      method: 'GET',
      url: '/api/jput/nomination/list/?pageSize=100',
      token: pilot,
    });
    expect(list.rows.map((r) => r.id)).toContain(mine.id);
    expect(list.rows.map((r) => r.id)).not.toContain(other.id);
    // Every nomination route a pilot may call: its own job's nomination answers, the other does not.
    const reads = (id: number) => [
      `/api/jput/nomination/${id}`,
      `/api/jput/nomination/${id}/previewPdf`,
      `/api/jput/nominationLog/list?BId=${id}`,
      `/api/jput/form/ullageReport/list?nId=${id}`,
    ];
    for (const url of reads(mine.id))
      expect((await t.call({ method: 'GET', url, token: pilot })).status, url).toBe(200);
    for (const url of reads(other.id))
      expect((await t.call({ method: 'GET', url, token: pilot })).status, url).toBe(404);
    // Every route the server registers that names a nomination by id in its path: the other
    // nomination never answers 2xx to the pilot, and a read the pilot's rule allows tells the two
    // apart only by scope (its own 200, the other 404).
    const byId = [...t.app.accessRules.keys()].filter((key) => /\/jput\/(nomination|form)\b.*\/:(id|nId)\b/.test(key));
    expect(byId.length).toBeGreaterThanOrEqual(15);
    const leaks: string[] = [];
    for (const key of byId) {
      const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = (id: number) => path.replace(/:(id|nId)\b/, String(id)).replace(/:\w+/g, '99999999');
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const theirs = await t.call({ method, url: url(other.id), token: pilot, payload });
      if (![400, 403, 404].includes(theirs.status)) leaks.push(`${key}: ${theirs.status}`);
      if (method === 'GET' && theirs.status === 404 && !path.includes(':ullageId')) {
        const own = await t.call({ method, url: url(mine.id), token: pilot });
        if (own.status !== 200) leaks.push(`${key} (own nomination): ${own.status}`);
      }
    }
    expect(leaks).toEqual([]);
    // Lists filtered by a nomination give the other nomination's rows to nobody but its scope.
    for (const url of [
      `/api/mooringReports/list?nominationId=${other.id}`,
      `/api/documents/list?nominationId=${other.id}`,
    ]) {
      const res = await t.call({ method: 'GET', url, token: pilot });
      const rows = (res.body.data as { rows?: unknown[] } | null)?.rows;
      expect(res.status === 403 || (res.status === 200 && rows?.length === 0), `${url}: ${res.status}`).toBe(true);
    }
    // Steps and changes on a nomination are not a pilot's to take, its own or not.
    for (const [method, url, payload] of [
      ['PUT', `/api/jput/nomination/book/${mine.id}`, undefined],
      [
        'POST',
        `/api/jput/nomination/assign/${mine.id}`,
        { berthId: d.berths['J1-A'], estimatedBerthTime: t.clock.now.toISOString() },
      ],
      ['POST', '/api/jput/nomination/revocationNomination', { id: mine.id, reason: 'x' }],
    ] as const)
      expect((await t.call({ method, url, token: pilot, payload })).status, url).toBe(403);

    const upcoming = await t.ok<{ rows: PilotJobRecord[] }>({
      method: 'GET',
      url: '/api/pilot-jobs?view=upcoming',
      token: pilot,
    });
    expect(upcoming.rows.map((j) => j.id)).toContain(job!.id);
    expect(upcoming.rows.every((j) => j.pilotId === alpha)).toBe(true);
    const all = await t.ok<{ rows: PilotJobRecord[] }>({
      method: 'GET',
      url: '/api/pilot-jobs?view=upcoming&pageSize=100',
      token: head,
    });
    expect(all.rows.some((j) => j.pilotId !== alpha)).toBe(true);

    const step = (s: string, token: string, payload: object = {}) =>
      t.call({ method: 'POST', url: `/api/pilot-jobs/${job!.id}/${s}`, token, payload });
    expect((await step('complete', pilot)).status).toBe(409);
    expect((await step('confirm', pilot)).body.data).toMatchObject({ status: 'Confirmed' });
    const start = new Date(t.clock.now.getTime() - 2 * HOUR).toISOString();
    expect((await step('start', pilot, { actualStart: start })).body.data).toMatchObject({
      status: 'In Progress',
      actualStart: start,
    });
    const early = await step('complete', pilot, {
      actualEnd: new Date(t.clock.now.getTime() - 3 * HOUR).toISOString(),
    });
    expect(early.status).toBe(400);
    const done = await step('complete', pilot, { remarks: 'Smooth berthing.' });
    expect(done.body.data).toMatchObject({
      status: 'Completed',
      actualEnd: t.clock.now.toISOString(),
      remarks: 'Smooth berthing.',
    });
    // Not reassignable once done.
    expect((await assign(job!.id, null)).status).toBe(409);

    const [otherJob] = await jobsOf(other.id);
    await assign(otherJob!.id, people['Capt. Test Bravo']!);
    const foreign = await t.call({
      method: 'POST',
      url: `/api/pilot-jobs/${otherJob!.id}/confirm`,
      token: pilot,
      payload: {},
    });
    expect(foreign.status).toBe(403);
    // The head of pilot acts for any pilot.
    const byHead = await t.call({
      method: 'POST',
      url: `/api/pilot-jobs/${otherJob!.id}/confirm`,
      token: head,
      payload: {},
    });
    expect(byHead.body.data).toMatchObject({ status: 'Confirmed' });
  });

  it('links one pilot record to one pilot user only', async () => {
    const [u] = await t.asOwner<{ id: number }>(`SELECT id FROM users WHERE user_name = 'headpilot'`);
    const res = await t.call({
      method: 'PUT',
      url: '/api/system/user',
      token: k.logistics,
      payload: { userId: u!.id, pilotId: people['Capt. Test Alpha'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Only a pilot user (role 10) is linked to a pilot record');
  });
});

describe('the pilot jobs export', () => {
  const download = async (token: string, lang = 'en') => {
    const from = terminalDay(t.clock.now);
    const to = terminalDay(new Date(t.clock.now.getTime() + 20 * DAY));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/excel/pilot?from=${from}&to=${to}&lang=${lang}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return res;
  };

  it('gives the head of pilot every job and a pilot its own, as typed cells with a total', async () => {
    const res = await download(head);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Pilot jobs')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
      'Job',
      'Required',
      'Actual start',
      'Actual end',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const jobs = await t.asOwner<{ n: number }>(
      `SELECT count(*)::int AS n FROM pilot_jobs WHERE status <> 'Cancelled'`,
    );
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(5).value).toBe(jobs[0]!.n);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBeInstanceOf(Date);
    expect(typeof first.getCell(13).value).toBe('number');
    expect(['berthing', 'unberthing', 'shifting']).toContain(first.getCell(7).value);
    // The completed job of the pilot test: its actual times and duration.
    const done = sheet.getRows(2, sheet.rowCount - 2)!.find((r) => r.getCell(12).value === 'Completed')!;
    expect(done.getCell(3).value).toBeInstanceOf(Date);
    expect(done.getCell(13).value).toBe(2);

    const mine = await download(await t.login('pilot'), 'zh');
    const own = new ExcelJS.Workbook();
    await own.xlsx.load(mine.rawPayload as unknown as ArrayBuffer);
    const ownSheet = own.getWorksheet('引航作业')!;
    const pilots = new Set(ownSheet.getRows(2, ownSheet.rowCount - 2)!.map((r) => r.getCell(10).value));
    expect([...pilots]).toEqual(['Capt. Test Alpha']);
    expect((await download(k.logistics)).statusCode).toBe(403);
  });
});
