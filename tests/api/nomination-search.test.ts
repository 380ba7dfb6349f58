import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationBody, type Demo } from '../support/nominations.js';

/**
 * The nomination list's search (issue 14, 10: its matching barges, companies and products are
 * looked up first and passed as arrays): it finds by barge name or IMO, company, product, custom
 * code and number, and only within the caller's scope.
 */
let t: TestApp;
let d: Demo;
let customer: string;
let logistics: string;
const ids: Record<string, number> = {};

test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  ({ customer, logistics } = tokens);
  const make = async (name: string, over: Record<string, unknown>) => {
    const n = await t.ok<{ id: number }>({
      method: 'POST',
      url: '/api/jput/nomination',
      token: customer,
      payload: { ...nominationBody(d, over), submit: true },
    });
    ids[name] = n.id;
  };
  await make('pearlGasoline', {
    bargeId: d.barges.pearl,
    productId: d.products.gasoline,
    tankId: null,
    customCode: 'CC-ALPHA-77',
  });
  await make('star2Vlsfo', {
    bargeId: d.barges.star2,
    productId: d.products.vlsfo,
    tankId: null,
    customCode: 'cc-beta-12',
  });
});

const found = async (search: string, token = logistics) => {
  const page = await t.ok<{ rows: { id: number }[]; total: number }>({
    method: 'GET',
    url: `/api/jput/nomination/list/?searchValue=${encodeURIComponent(search)}&pageSize=100`,
    token,
  });
  return page.rows.map((r) => r.id);
};

describe('the nomination search', () => {
  it('finds by barge name, product name, custom code (anywhere, any case) and number', async () => {
    expect(await found('pearl')).toContain(ids.pearlGasoline);
    expect(await found('pearl')).not.toContain(ids.star2Vlsfo);
    expect(await found('Very Low')).toContain(ids.star2Vlsfo);
    expect(await found('Very Low')).not.toContain(ids.pearlGasoline);
    expect(await found('alpha-7')).toEqual([ids.pearlGasoline]);
    expect(await found('BETA')).toEqual([ids.star2Vlsfo]);
    expect(await found(String(ids.star2Vlsfo))).toContain(ids.star2Vlsfo);
  });

  it("finds by the customer company's name and by IMO", async () => {
    const [company] = await t.asOwner<{ name: string }>(
      'SELECT c.name FROM companies c JOIN nominations n ON n.company_id = c.id WHERE n.id = $1',
      [ids.pearlGasoline],
    );
    expect(await found(company!.name.slice(0, 6))).toEqual(expect.arrayContaining([ids.pearlGasoline, ids.star2Vlsfo]));
    const [pearl] = await t.asOwner<{ imo: string }>('SELECT imo FROM ships WHERE id = $1', [d.barges.pearl]);
    expect(await found(pearl!.imo)).toContain(ids.pearlGasoline);
  });

  it('treats _ as a plain character (not any character) and finds nothing that does not match', async () => {
    expect(await found('CC_ALPHA')).toEqual([]);
    expect(await found('no such thing at all')).toEqual([]);
  });

  it("stays within the caller's scope", async () => {
    const surveyor = await t.login('surveyor');
    expect(await found('alpha', surveyor)).toEqual([]);
  });
});
