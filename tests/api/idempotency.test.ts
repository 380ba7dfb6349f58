import { describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { withDb } from '../support/net.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { FastifyRequest } from 'fastify';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import { claimIdempotencyKey } from '../../server/platform/idempotency.js';

/**
 * Retries after a lost answer do not duplicate (issue 14, 8): a change sent again with the same
 * Idempotency-Key is made once.
 */
let t: TestApp;
let admin: string;
test.beforeAll(async ({ api, admin: token }) => {
  t = api;
  admin = token;
});

const createTank = (key: string | undefined, number: string, name = `Tank ${number}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tanks',
    headers: { authorization: `Bearer ${admin}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { name, number },
  });
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const tanksNumbered = async (number: string) =>
  (await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM tanks WHERE number = $1', [number]))[0]!.n;

describe('Idempotency-Key', () => {
  it('makes a repeated create once and answers the repeat with the first answer', async () => {
    const first = await createTank('key-repeat-0001', 'IK1');
    const again = await createTank('key-repeat-0001', 'IK1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await tanksNumbered('IK1')).toBe(1);
  });

  it('makes concurrent repeats once', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => createTank('key-concurrent-01', 'IK2')));
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    // The others met the first running, or done before its answer was stored.
    const told = [MESSAGES_EN.server.idempotencyRunning, MESSAGES_EN.server.idempotencyDone];
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(told).toContain(a.json<{ msg: string }>().msg);
    }
    expect(await tanksNumbered('IK2')).toBe(1);
  });

  it('answers a repeat that comes while the first is still running at once: 409 with Retry-After, then the first answer', async () => {
    const holder = new pg.Client({ connectionString: withDb(inject('adminUrl'), t.dbName) });
    await holder.connect();
    try {
      // The first request is held inside its transaction, after it took the key: the table is locked.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE tanks IN ACCESS EXCLUSIVE MODE');
      const first = createTank('key-running-0001', 'IK8');
      await until(
        async () =>
          (
            await t.asOwner<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
              [t.dbName],
            )
          )[0]!.n === 1,
        'the first request to wait on the lock',
      );
      // Answered while the first still waits: it does not queue behind it.
      const again = await createTank('key-running-0001', 'IK8');
      expect({ status: again.statusCode, retryAfter: again.headers['retry-after'] }).toEqual({
        status: 409,
        retryAfter: '2',
      });
      expect(again.json()).toMatchObject({
        code: 409,
        msg: MESSAGES_EN.server.idempotencyRunning,
        key: 'server.idempotencyRunning',
        data: { state: 'running', record: null },
      });
      await holder.query('ROLLBACK');
      const answered = await first;
      expect(answered.statusCode).toBe(200);
      const later = await createTank('key-running-0001', 'IK8');
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(later.body).toBe(answered.body);
    } finally {
      await holder.end();
    }
    expect(await tanksNumbered('IK8')).toBe(1);
  });

  it('says the request was carried out, and which record it made, when the process died before storing the answer', async () => {
    const first = await createTank('key-crashed-0001', 'IK3');
    expect(first.statusCode).toBe(200);
    const { id } = first.json<{ data: { id: number } }>().data;
    // As if the process had been killed between the commit and storing the answer.
    await t.asOwner(`UPDATE idempotency_keys SET status = NULL, response = NULL WHERE key = 'key-crashed-0001'`);
    const again = await createTank('key-crashed-0001', 'IK3');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      msg: MESSAGES_EN.server.idempotencyDone,
      data: { state: 'done', record: { entity: 'tank', id } },
    });
    expect(await tanksNumbered('IK3')).toBe(1);
  });

  it('answers a repeat that looked before the first committed with the first answer, once that is stored', async () => {
    const first = await createTank('key-window-0001', 'IK9');
    expect(first.statusCode).toBe(200);
    // The repeat's look (preHandler) must not find the key: as if the first had not committed yet.
    await t.asOwner(`UPDATE idempotency_keys SET key = 'key-window-hide' WHERE key = 'key-window-0001'`);
    const holder = new pg.Client({ connectionString: withDb(inject('adminUrl'), t.dbName) });
    await holder.connect();
    try {
      // Reading the keys goes on; writing one waits: the repeat is held between its look and its claim.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE idempotency_keys IN SHARE MODE');
      const again = createTank('key-window-0001', 'IK9');
      await until(
        async () =>
          (
            await t.asOwner<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
              [t.dbName],
            )
          )[0]!.n === 1,
        'the repeat to wait to write its key',
      );
      // Meanwhile the first "commits" with its answer stored.
      await holder.query(`UPDATE idempotency_keys SET key = 'key-window-0001' WHERE key = 'key-window-hide'`);
      await holder.query('COMMIT');
      const answered = await again;
      expect({ status: answered.statusCode, replayed: answered.headers['idempotent-replayed'] }).toEqual({
        status: 200,
        replayed: 'true',
      });
      expect(answered.body).toBe(first.body);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    expect(await tanksNumbered('IK9')).toBe(1);
  });

  it('writes the key again in a later transaction of the request when the one that wrote it rolled back', async () => {
    const [user] = await t.asOwner<{ id: number }>("SELECT id FROM users WHERE user_name = 'logistics'");
    const request = {
      idempotency: { key: 'key-rollback-001', hash: 'a'.repeat(64) },
      principal: { id: user!.id },
      server: t.app,
    } as unknown as FastifyRequest;
    const keyRows = () =>
      t.asOwner<{ record: unknown }>(`SELECT record FROM idempotency_keys WHERE key = 'key-rollback-001'`);
    await expect(
      t.app.db.transaction(async (tx) => {
        await claimIdempotencyKey(tx, request);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await keyRows()).toEqual([]);
    // The retry's transaction commits the change: its key goes in with it.
    await t.app.db.transaction((tx) => claimIdempotencyKey(tx, request, { entity: 'tank', id: 7 }));
    expect(await keyRows()).toEqual([{ record: { entity: 'tank', id: 7 } }]);
    // A further transaction of the same request finds the key its own, not a repeat's.
    await t.app.db.transaction((tx) => claimIdempotencyKey(tx, request, { entity: 'tank', id: 8 }));
    expect(await keyRows()).toEqual([{ record: { entity: 'tank', id: 7 } }]);
  });

  it('refuses the same key with another request, and a malformed key', async () => {
    expect((await createTank('key-mismatch-001', 'IK4')).statusCode).toBe(200);
    const other = await createTank('key-mismatch-001', 'IK5');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ msg: MESSAGES_EN.server.idempotencyMismatch });
    expect(await tanksNumbered('IK5')).toBe(0);
    const bad = await createTank('no', 'IK6');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ msg: MESSAGES_EN.server.badIdempotencyKey });
  });

  it('does not remember a refused request: its retry runs again', async () => {
    expect((await createTank(undefined, 'IK7')).statusCode).toBe(200);
    const refused = await createTank('key-refused-0001', 'IK7', 'Other name');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ msg: MESSAGES_EN.records.tankNumberTaken });
    await t.asOwner(`DELETE FROM tanks WHERE number = 'IK7'`).catch(() => undefined);
    const retried = await createTank('key-refused-0001', 'IK7', 'Other name');
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('makes a nomination of a customer once; keys are per user', async () => {
    const customer = await t.login('customer');
    const [ids] = await t.asOwner<{ barge: number; product: number }>(
      `SELECT (SELECT id FROM ships WHERE name = 'Harbour Star 1') AS barge,
              (SELECT id FROM products WHERE name LIKE 'Marine Gasoil%' LIMIT 1) AS product`,
    );
    const nominate = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/jput/nomination',
        headers: { authorization: `Bearer ${customer}`, 'idempotency-key': 'key-repeat-0001' },
        payload: { bargeId: ids!.barge, productId: ids!.product, quantity: 1000, nominatedQtyMax: 1200, submit: true },
      });
    const before = (await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM nominations'))[0]!.n;
    const first = await nominate();
    expect(first.statusCode).toBe(200);
    expect((await nominate()).body).toBe(first.body);
    expect((await t.asOwner<{ n: number }>('SELECT count(*)::int AS n FROM nominations'))[0]!.n).toBe(before + 1);
  });
});
