import { msg } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { freePort, withDb } from '../support/net.js';
import { openStream } from '../support/sse.js';
import { raiseNotification } from '../../server/modules/notifications/notifications.repository.js';
import type { NotificationRecord } from '../../contract/schemas/notifications.js';
import { MINUTE } from '../../contract/time.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
let base: string;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});

type Page = { rows: NotificationRecord[]; total: number; unread: number };
const page = (token: string, q = '') => t.ok<Page>({ method: 'GET', url: `/api/system/user/notifications${q}`, token });
const userId = async (name: string) =>
  (await t.asOwner<{ id: number }>('SELECT id FROM users WHERE user_name = $1', [name]))[0]!.id;

describe('notifications raised by the workflow', () => {
  it('tells the terminal desk of a submission and the customer of each step, never the one who acted', async () => {
    const before = (await page(k.logistics)).total;
    const n = await nominationAt(t, d, k, 'Pending Approval');
    for (const token of [k.logistics, k.control]) {
      const mine = await page(token);
      expect(mine.rows[0]).toMatchObject({ bid: n.id, read: false });
      expect(mine.rows[0]!.action).toBe(
        `Barging Nomination <b>#${n.id}</b> (Harbour Star 1) is now <b>Pending Approval</b>`,
      );
    }
    expect((await page(k.logistics)).total).toBe(before + 1);
    expect((await page(k.customer)).rows.some((r) => r.bid === n.id)).toBe(false);

    await t.ok({ method: 'POST', url: `/api/jput/nomination/acknowledge/${n.id}`, token: k.logistics });
    const customer = await page(k.customer);
    expect(customer.rows[0]!.action).toContain('is now <b>Pending Barge Readiness Time</b>');
    const barge = await page(k.barge);
    expect(barge.rows[0]).toMatchObject({ bid: n.id });
    expect((await page(k.logistics)).rows.filter((r) => r.bid === n.id)).toHaveLength(1); // not told of its own step
  });

  it('tells the desk of a change request and the customer of the decision', async () => {
    const n = await nominationAt(t, d, k, 'Booked');
    await t.ok({
      method: 'POST',
      url: '/api/jput/nomination/requestNominatedQtyMaxUpdate',
      token: k.customer,
      payload: { id: n.id, nominatedQtyMax: 1500 },
    });
    expect((await page(k.control)).rows[0]!.action).toBe(
      `A change request was made for Barging Nomination <b>#${n.id}</b> (Harbour Star 1)`,
    );
    const requests = await t.ok<{ rows: { id: number }[] }>({
      method: 'GET',
      url: `/api/jput/request/list?applyType=1&nominationId=${n.id}`,
      token: k.logistics,
    });
    await t.ok({
      method: 'POST',
      url: '/api/jput/request/reject',
      token: k.logistics,
      payload: { id: requests.rows[0]!.id, reason: 'Tank full' },
    });
    expect((await page(k.customer)).rows[0]!.action).toBe(
      `The change request for Barging Nomination <b>#${n.id}</b> was <b>rejected</b>`,
    );
  });

  it("pages three at a time by default, counts unread, and marks only the caller's own read", async () => {
    const first = await page(k.logistics);
    expect(first.rows.length).toBeLessThanOrEqual(3);
    expect(first.total).toBeGreaterThan(3);
    const second = await page(k.logistics, '?pageNum=2');
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);
    expect(second.rows[0]!.id).toBeLessThan(first.rows.at(-1)!.id);

    const controlFirst = (await page(k.control)).rows[0]!;
    const stranger = await t.ok<{ updated: number }>({
      method: 'POST',
      url: '/api/system/user/notifications/read',
      token: k.logistics,
      payload: { ids: [controlFirst.id] },
    });
    expect(stranger.updated).toBe(0);
    const marked = await t.ok<{ updated: number }>({
      method: 'POST',
      url: '/api/system/user/notifications/read',
      token: k.logistics,
      payload: { ids: [first.rows[0]!.id] },
    });
    expect(marked.updated).toBe(1);
    const count = await t.ok<{ unread: number }>({
      method: 'GET',
      url: '/api/system/user/notifications/unreadCount',
      token: k.logistics,
    });
    expect(count.unread).toBe(first.unread - 1);
    await t.ok({
      method: 'POST',
      url: '/api/system/user/notifications/read',
      token: k.logistics,
      payload: { all: true },
    });
    expect((await page(k.logistics)).unread).toBe(0);
    expect((await page(k.control)).unread).toBeGreaterThan(0);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/system/user/notifications/read',
          token: k.logistics,
          payload: { ids: [] },
        })
      ).status,
    ).toBe(400);
  });

  it('stores a key with parameters, and escapes the values it fills into the English action', async () => {
    const me = await userId('logistics');
    const barge = '<img src=x onerror="alert(1)">';
    await raiseNotification(
      t.database.db,
      [me],
      msg('notices.moved', { id: 7, barge, status: { key: 'statuses.Booked' } }),
      7,
      t.clock.now,
    );
    const row = (await page(k.logistics)).rows[0]!;
    expect(row).toMatchObject({
      key: 'notices.moved',
      params: { id: 7, barge, status: { key: 'statuses.Booked' } },
      bid: 7,
    });
    expect(row.action).toBe(
      'Barging Nomination <b>#7</b> (&lt;img src=x onerror=&quot;alert(1)&quot;&gt;) is now <b>Booked</b>',
    );
  });

  it('keeps the stored HTML of rows written before notices were keyed', async () => {
    const me = await userId('logistics');
    await t.asOwner('INSERT INTO notifications (user_id, action, bid, created_at) VALUES ($1, $2, NULL, now())', [
      me,
      'Old <b>notice</b>',
    ]);
    expect((await page(k.logistics)).rows[0]).toMatchObject({ key: null, action: 'Old <b>notice</b>' });
  });

  it('is not for the admin', async () => {
    const admin = await t.login('admin');
    expect((await t.call({ method: 'GET', url: '/api/system/user/notifications', token: admin })).status).toBe(403);
    expect(
      (await fetch(`${base}/api/system/user/notifications/sse`, { headers: { authorization: `Bearer ${admin}` } }))
        .status,
    ).toBe(403);
    expect((await fetch(`${base}/api/system/user/notifications/sse`)).status).toBe(401);
  });
});

describe('the live stream', () => {
  it('delivers a step to the streams of its recipients as JSON with action and bid', async () => {
    const stream = await openStream(base, k.logistics);
    const n = await nominationAt(t, d, k, 'Pending Approval');
    const notice = await stream.next();
    expect(notice).toMatchObject({ bid: n.id, action: expect.stringContaining(`#${n.id}`) });
    stream.close();
  });

  it('ends when its session is signed out here, or revoked by any process', async () => {
    const token = await t.login('controlroom');
    const stream = await openStream(base, token);
    await t.ok({ method: 'POST', url: '/api/logout', token });
    await stream.ended;

    const other = await t.login('controlroom');
    const second = await openStream(base, other);
    const started = Date.now();
    // As another process would: straight in the database, which this process learns of by its sweep.
    await t.asOwner('UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id = $1', [
      await userId('controlroom'),
    ]);
    await second.ended;
    expect(Date.now() - started).toBeLessThan(MINUTE);
  });

  it('crosses processes: an event raised here reaches a stream held by another server process', async () => {
    const port = await freePort();
    const url = withDb(inject('adminUrl'), t.dbName);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    try {
      const other = `http://127.0.0.1:${port}`;
      for (
        let i = 0;
        i < 240 &&
        !(await fetch(`${other}/api/ready`).then(
          (r) => r.ok,
          () => false,
        ));
        i++
      )
        await new Promise((r) => setTimeout(r, 250));
      const stream = await openStream(other, k.logistics).catch((e: unknown) => {
        throw new Error(`${String(e)}\n${out}`);
      });
      const n = await nominationAt(t, d, k, 'Pending Approval');
      expect(await stream.next(10_000)).toMatchObject({ bid: n.id });
      stream.close();
    } finally {
      child.kill('SIGINT');
    }
  });
});
