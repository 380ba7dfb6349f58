import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { at, nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';

/**
 * Issue 33 (4): the barging list's "when" (the actual all fast, else the estimated berth time, else
 * the ETA, saying which) and the statement of facts' state on every row.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
const n: Record<'alongside' | 'berth' | 'eta' | 'none' | 'hidden', NominationRecord> = {} as never;

test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  n.alongside = await nominationAt(t, d, k, 'Booked', {}, { berth: 'J1-A', hours: 2 });
  n.berth = await nominationAt(t, d, k, 'Booked', {}, { berth: 'J1-B', hours: 5 });
  n.eta = await nominationAt(t, d, k, 'Pending Approval', { eta: at(t, 3) });
  n.none = await nominationAt(t, d, k, 'Pending Approval');
  n.hidden = await nominationAt(t, d, k, 'Pending Approval', { hideFromTerminal: true, eta: at(t, 4) });
  // The statement of facts' service writes these columns; here they are set as it would leave them.
  await t.asOwner(
    `UPDATE nominations SET actual_arrived_at = $2, actual_all_fast_at = $3, sof_progress = 'alongside',
                            psa_contact_number = '+65 6000 1234' WHERE id = $1`,
    [n.alongside.id, at(t, -2), at(t, -1)],
  );
  await t.asOwner(`UPDATE nominations SET actual_all_fast_at = $2, sof_progress = 'pumping' WHERE id = $1`, [
    n.hidden.id,
    at(t, -3),
  ]);
  await t.asOwner(`UPDATE nominations SET custom_code = 'WHEN-' || id WHERE id = ANY($1::int[])`, [
    Object.values(n).map((r) => r.id),
  ]);
});

const list = async (token: string, q = '') =>
  (
    await t.ok<{ rows: NominationRecord[] }>({
      method: 'GET',
      url: `/api/jput/nomination/list/?searchValue=WHEN-&pageSize=50${q}`,
      token,
    })
  ).rows;

describe('the barging list’s "when" and statement of facts state', () => {
  it('carries the actual all fast, else the estimated berth time, else the ETA, saying which', async () => {
    const rows = new Map((await list(k.logistics)).map((r) => [r.id, r]));
    expect(rows.get(n.alongside.id)).toMatchObject({
      when: { kind: 'allFast', at: at(t, -1) },
      sofProgress: 'alongside',
    });
    expect(rows.get(n.berth.id)).toMatchObject({ when: { kind: 'berth', at: at(t, 5) }, sofProgress: 'none' });
    expect(rows.get(n.eta.id)).toMatchObject({ when: { kind: 'eta', at: at(t, 3) }, sofProgress: 'none' });
    expect(rows.get(n.none.id)?.when).toBeNull();
    // The record answers the same.
    const one = await t.ok<NominationRecord>({
      method: 'GET',
      url: `/api/jput/nomination/${n.alongside.id}`,
      token: k.logistics,
    });
    expect(one.when).toEqual({ kind: 'allFast', at: at(t, -1) });
  });

  it('keeps hidden calls from the terminal, and is no sort (no index serves it)', async () => {
    const ids = async (token: string) => (await list(token)).map((r) => r.id);
    expect(await ids(k.logistics)).not.toContain(n.hidden.id);
    expect(await ids(k.customer)).toContain(n.hidden.id);
    expect(
      (await t.call({ method: 'GET', url: '/api/jput/nomination/list/?sort=when', token: k.logistics })).status,
    ).toBe(400);
  });

  it('gives the customer its calls’ when and state but not the terminal’s own fields', async () => {
    const rows = new Map((await list(k.customer)).map((r) => [r.id, r]));
    expect(rows.get(n.hidden.id)).toMatchObject({ when: { kind: 'allFast', at: at(t, -3) }, sofProgress: 'pumping' });
    expect(rows.get(n.alongside.id)).toMatchObject({ sofProgress: 'alongside', psaContactNumber: null });
    // Only the row's "when" leaves the server, not the statement of facts' other times.
    expect(Object.keys(rows.get(n.alongside.id)!)).not.toContain('actualArrivedAt');
    expect(Object.keys(rows.get(n.alongside.id)!)).not.toContain('actualAllFastAt');
    const terminal = (await list(k.logistics)).find((r) => r.id === n.alongside.id);
    expect(terminal?.psaContactNumber).toBe('+65 6000 1234');
  });
});
