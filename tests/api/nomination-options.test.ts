import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationBody, type Demo, type Tokens } from '../support/nominations.js';
import type { NominationOptions } from '../../contract/schemas/nominations.js';
import { MESSAGES_EN } from '../../contract/messages/index.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
});

const options = () =>
  t.ok<NominationOptions>({ method: 'GET', url: '/api/jput/nomination/options', token: k.customer });

describe('the nomination form’s barges', () => {
  it('offers an unqualified barge marked so, with why and since when, and a refusal of it names the barge field', async () => {
    await t.asOwner('UPDATE ship_blacklist SET lifted_on = now() WHERE ship_id = $1 AND lifted_on IS NULL', [
      d.barges.pearl,
    ]);
    await t.asOwner(
      `INSERT INTO ship_blacklist (ship_id, reason, blacklisted_on, blacklisted_by)
       VALUES ($1, 'Oil spill at J2', '2026-11-12', (SELECT id FROM users WHERE user_name = 'logistics'))`,
      [d.barges.pearl],
    );
    // Harbour Star 2 accepted, then suspended: its latest decided vetting is Suspended.
    await t.asOwner(
      `INSERT INTO ship_vettings (ship_id, company_id, status, operation, decision, decided_at, suspension_reason,
                                  created_by, created_at, updated_at)
       VALUES ($1, (SELECT id FROM companies WHERE code = 'STRAITS'), 10, 'load', 'Accepted', '2026-06-01T00:00:00Z',
               'P&I certificate lapsed', (SELECT id FROM users WHERE user_name = 'logistics'), '2026-05-30T00:00:00Z',
               '2026-11-20T02:00:00Z')`,
      [d.barges.star2],
    );

    const barges = (await options()).barges;
    expect(barges.find((b) => b.id === d.barges.pearl)).toMatchObject({
      unqualified: true,
      unqualifiedWhy: { kind: 'blacklisted', reason: 'Oil spill at J2', since: '2026-11-12' },
    });
    const star2 = barges.find((b) => b.id === d.barges.star2)!;
    expect(star2).toMatchObject({ unqualified: true, unqualifiedWhy: { kind: 10, reason: 'P&I certificate lapsed' } });
    expect(Date.parse(star2.unqualifiedWhy!.since!)).toBe(Date.parse('2026-11-20T02:00:00Z'));
    expect(barges.find((b) => b.id === d.barges.star1)).toMatchObject({ unqualified: false, unqualifiedWhy: null });

    const refused = await t.call({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { bargeId: d.barges.pearl }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ key: 'vetting.blacklisted', field: 'bargeId' });
  });

  it('flags a barge without an Accepted vetting while the terminal asks for one, as Save refuses it', async () => {
    const star1 = async () => (await options()).barges.find((b) => b.id === d.barges.star1);
    const setting = (on: boolean) =>
      t.ok({ method: 'PUT', url: '/api/settings', token: k.logistics, payload: { bargesNeedVetting: on } });
    expect(await star1()).toMatchObject({ unqualified: false, unqualifiedWhy: null });
    await setting(true);
    try {
      expect(await star1()).toMatchObject({
        unqualified: true,
        unqualifiedWhy: { kind: 'vettingNeeded', reason: null, since: null },
      });
      const refused = await t.call({
        method: 'POST',
        url: '/api/jput/nomination',
        token: k.customer,
        payload: nominationBody(d, { bargeId: d.barges.star1 }),
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        key: 'vetting.vettingNeeded',
        field: 'bargeId',
        msg: MESSAGES_EN.vetting.vettingNeeded,
      });
      // Once accepted, the same barge is offered again.
      await t.asOwner(
        `INSERT INTO ship_vettings (ship_id, company_id, status, operation, decision, decided_at,
                                    created_by, created_at, updated_at)
         VALUES ($1, (SELECT id FROM companies WHERE code = 'STRAITS'), 6, 'load', 'Accepted', now(),
                 (SELECT id FROM users WHERE user_name = 'logistics'), now(), now())`,
        [d.barges.star1],
      );
      expect(await star1()).toMatchObject({ unqualified: false, unqualifiedWhy: null });
    } finally {
      await setting(false);
    }
  });

  it('names the tank field when the tank holds another product', async () => {
    const refused = await t.call({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { productId: d.products.gasoline, tankId: d.tanks.T101 }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ key: 'nominations.tankProduct', field: 'tankId' });
  });
});
