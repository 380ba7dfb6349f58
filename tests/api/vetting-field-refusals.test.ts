import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import type { VettingRecord } from '../../contract/schemas/vetting.js';
import { MESSAGES_EN } from '../../contract/messages/index.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const step = (id: number, action: string) =>
  t.call({ method: 'POST', url: `/api/shipVettings/${id}/step`, token: k.customer, payload: { action } });

// Issue 35 #7: the vetting form and record show these refusals at the field they concern, not in a toast.
describe('a vetting refusal names the field it concerns', () => {
  it('a new ship whose IMO the terminal knows: at the new ship IMO', async () => {
    const [known] = await t.asOwner<{ imo: string }>('SELECT imo FROM ships WHERE id = $1', [d.barges.star1]);
    const res = await t.call({
      method: 'POST',
      url: '/api/shipVettings',
      token: k.customer,
      payload: {
        newShip: { name: 'Twin of Star 1', imo: known!.imo, loa: 80, kind: 'barge' },
        operation: 'load',
        productIds: [d.products.mgo],
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: 'vetting.imoKnown', field: 'newShip.imo' });
    expect(res.body.msg).toBe(MESSAGES_EN.vetting.imoKnown.replace('%{imo}', known!.imo));
  });

  it('a submit without the ship particulars (Q88): at the documents', async () => {
    const v = await t.ok<VettingRecord>({
      method: 'POST',
      url: '/api/shipVettings',
      token: k.customer,
      payload: { shipId: d.barges.star1, operation: 'load', productIds: [d.products.mgo] },
    });
    const res = await step(v.id, 'submit');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ key: 'vetting.missingDocuments', field: 'documents' });
  });
});
