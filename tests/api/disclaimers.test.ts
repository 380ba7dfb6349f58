import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test as apiTest } from '../support/fixtures.js';
import type { DisclaimerRecord } from '../../contract/schemas/disclaimers.js';
import { MINUTE } from '../../contract/time.js';

let t: TestApp;
// A fixture of this file's own, not an override of the shared one: files share a worker's modules.
const test = apiTest.extend('appOptions', {
  config: { oldHost: { hosts: ['old.berth.example'], newUrl: 'https://berth.example', expiry: '2024-11-01' } },
});
test.beforeAll(async ({ api }) => {
  t = api;
});

const unseen = (token: string) => t.ok<number>({ method: 'GET', url: '/api/disclaimer/countUnseen', token });
const list = (token: string) => t.ok<DisclaimerRecord[]>({ method: 'GET', url: '/api/disclaimer/list', token });

describe('disclaimers', () => {
  it('asks everyone to agree to the trial terms and barges to the barge letter too, once', async () => {
    const customer = await t.login('customer');
    expect(await unseen(customer)).toBe(1);
    const [trial] = await list(customer);
    expect(trial).toMatchObject({ key: 'trial-terms', agreedAt: null, title: 'Trial terms', titleZh: '试用条款' });
    expect(trial!.body).toContain('not legally binding');
    const first = await t.ok<{ agreedAt: string }>({
      method: 'POST',
      url: `/api/disclaimer/${trial!.id}/agree`,
      token: customer,
    });
    t.clock.advance(MINUTE);
    const again = await t.ok<{ agreedAt: string }>({
      method: 'POST',
      url: `/api/disclaimer/${trial!.id}/agree`,
      token: customer,
    });
    expect(again.agreedAt).toBe(first.agreedAt);
    expect(await unseen(customer)).toBe(0);

    const barge = await t.login('barge');
    expect((await list(barge)).map((d) => d.key)).toEqual(['trial-terms', 'barge-letter']);
    expect(await unseen(barge)).toBe(2);
    const letter = (await list(barge)).find((d) => d.key === 'barge-letter')!;
    expect((await t.call({ method: 'POST', url: `/api/disclaimer/${letter.id}/agree`, token: customer })).status).toBe(
      404,
    ); // not the customer's
    await t.ok({ method: 'POST', url: `/api/disclaimer/${letter.id}/agree`, token: barge });
    expect(await unseen(barge)).toBe(1);
  });

  it('drops the trial terms when the trial ends', async () => {
    const admin = await t.login('logistics');
    await t.ok({ method: 'PUT', url: '/api/settings', token: admin, payload: { trial: false } });
    expect(await unseen(await t.login('barge'))).toBe(0);
    expect(await unseen(await t.login('controlroom'))).toBe(0);
    expect(await t.ok({ method: 'GET', url: '/api/settings/public' })).toMatchObject({ trial: false });
    await t.ok({ method: 'PUT', url: '/api/settings', token: admin, payload: { trial: true } });
  });

  it('tells a page on an old host where the portal moved, and nobody else', async () => {
    expect(await t.ok({ method: 'GET', url: '/api/settings/public' })).toEqual({
      trial: true,
      movedTo: null,
      moveExpiry: null,
    });
    expect(
      await t.ok({ method: 'GET', url: '/api/settings/public', headers: { host: 'old.berth.example:8080' } }),
    ).toEqual({ trial: true, movedTo: 'https://berth.example', moveExpiry: '2024-11-01' });
    expect((await t.call({ method: 'GET', url: '/api/disclaimer/countUnseen' })).status).toBe(401);
  });
});
