import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { MESSAGES_EN } from '../../contract/messages/index.js';

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
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json()).toMatchObject({ code: 409, msg: MESSAGES_EN.server.idempotencyDone });
    expect(await tanksNumbered('IK2')).toBe(1);
  });

  it('says the request was carried out when the process died before storing the answer', async () => {
    expect((await createTank('key-crashed-0001', 'IK3')).statusCode).toBe(200);
    // As if the process had been killed between the commit and storing the answer.
    await t.asOwner(`UPDATE idempotency_keys SET status = NULL, response = NULL WHERE key = 'key-crashed-0001'`);
    const again = await createTank('key-crashed-0001', 'IK3');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: MESSAGES_EN.server.idempotencyDone });
    expect(await tanksNumbered('IK3')).toBe(1);
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
