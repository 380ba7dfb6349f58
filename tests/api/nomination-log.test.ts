import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';

/** A nomination log detail travels as a catalogue key and parameters (ARCHITECTURE §11), never as an English sentence. */
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

interface LogRow {
  action: number;
  detail: string | null;
  key: string | null;
  params: Record<string, unknown>;
}
// A draft is the customer's alone: the terminal sees it once submitted (drafts-unseen).
const log = async (id: number, token = k.customer) =>
  (await t.ok<{ rows: LogRow[] }>({ method: 'GET', url: `/api/jput/nominationLog/list?BId=${id}`, token })).rows;

describe('the nomination log', () => {
  it('gives changed fields as their labels, each a nested message, with the English text beside them', async () => {
    const n = await nominationAt(t, d, k, 'Created');
    await t.ok<NominationRecord>({
      method: 'PUT',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: { id: n.id, quantity: 1100, remarks: 'Morning slot' },
    });
    const changed = (await log(n.id)).find((r) => r.key === 'nominationLog.fields');
    expect(changed).toMatchObject({
      action: 10,
      key: 'nominationLog.fields',
      params: { fields: [{ key: 'nominationFields.quantity' }, { key: 'nominationFields.remarks' }] },
      detail: 'Quantity (t); Remarks',
    });
  });

  it('gives the assigned berth with its time in the terminal zone, and the stored row keeps the instant in UTC', async () => {
    const n = await nominationAt(t, d, k, 'Jetty Assigned');
    const assigned = (await log(n.id)).find((r) => r.key === 'nominationLog.jettyAssigned')!;
    expect(assigned.params).toEqual({
      berth: expect.any(String),
      time: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
    });
    expect(assigned.detail).toBe(`${String(assigned.params.berth)} at ${String(assigned.params.time)}`);
    const [stored] = await t.asOwner<{
      detail: string | null;
      params: { time: { key: string; params: { utc: string } } };
    }>(
      `SELECT detail, detail_params AS params FROM nomination_log WHERE nomination_id = $1 AND detail_key = 'nominationLog.jettyAssigned'`,
      [n.id],
    );
    expect(stored!.detail).toBeNull();
    expect(stored!.params.time).toEqual({ key: 'nominationLog.instant', params: { utc: n.estimatedBerthTime } });
  });

  it('keeps the text of a row written before keys, shown as it was written', async () => {
    const n = await nominationAt(t, d, k, 'Created');
    await t.asOwner(
      `INSERT INTO nomination_log (nomination_id, action, detail, at) VALUES ($1, 10, 'quantity, remarks', now())`,
      [n.id],
    );
    expect((await log(n.id)).at(-1)).toMatchObject({ detail: 'quantity, remarks', key: null, params: {} });
  });
});
