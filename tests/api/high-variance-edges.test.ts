import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo } from '../support/nominations.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import { DAY } from '../../contract/time.js';

/**
 * Issue 31 review point 4: high variance has one definition (nominations.listFilters.repository.ts `varianceAbove`). The
 * high-variance list, the dashboard's open high variances, the nomination list's filter and the
 * justification's check agree at the edge: a variance exactly at the threshold is not high, one
 * just above it is, even where the percent shown rounds to the threshold.
 */
let t: TestApp;
let d: Demo;
test.beforeAll(async ({ api, demo }) => {
  t = api;
  d = demo;
});

type Page<T> = { rows: T[]; total: number };

describe('a variance at the threshold and just above it', () => {
  it('is counted, listed, filtered and justifiable alike everywhere', async () => {
    const logistics = await t.login('logistics');
    const leader = await t.login('teamleader');
    const dashboard = async () =>
      t.ok<{ threshold: number; highVarianceOpen: { value: number } }>({
        method: 'GET',
        url: '/api/dashboard',
        token: logistics,
      });
    const before = await dashboard();
    const threshold = before.threshold;
    const code = `VAR-EDGE-${Date.now() % 1_000_000}`;
    const add = async (actual: number) => {
      const [row] = await t.asOwner<{ id: number }>(
        `INSERT INTO nominations (company_id, barge_id, product_id, quantity, actual_quantity, status, completed_at,
                                  custom_code, created_by, created_at, updated_at)
         VALUES ((SELECT id FROM companies WHERE code = 'STRAITS'), $1, $2, 1000, $3, 'Completed', $4, $5,
                 (SELECT id FROM users WHERE user_name = 'customer'), $4, $4)
         RETURNING id`,
        [d.barges.star1, d.products.mgo, actual, new Date(t.clock.now.getTime() - DAY), code],
      );
      return row!.id;
    };
    // 1000 t nominated: the threshold's tonnes exactly, and one kilogram more (a percent that rounds to it).
    const edge = Math.round(1000 * (1 + threshold / 100) * 1000) / 1000;
    const at = await add(edge);
    const above = await add(edge + 0.001);

    const high = await t.ok<Page<{ id: number }>>({
      method: 'GET',
      url: '/api/jput/nomination/highVarianceNomList?pageSize=100&justified=false',
      token: leader,
    });
    expect(high.rows.map((r) => r.id).filter((id) => id === at || id === above)).toEqual([above]);

    const filtered = await t.ok<Page<NominationRecord>>({
      method: 'GET',
      url: `/api/jput/nomination/list?searchValue=${code}&varianceAbove=${threshold}&pageSize=100`,
      token: logistics,
    });
    expect(filtered.rows.map((r) => r.id)).toEqual([above]);

    expect((await dashboard()).highVarianceOpen.value).toBe(before.highVarianceOpen.value + 1);

    const justify = (id: number) =>
      t.call({
        method: 'POST',
        url: `/api/jput/nomination/justifyVariance/${id}`,
        token: leader,
        payload: { justification: 'Shore tank recalibrated' },
      });
    expect([(await justify(at)).status, (await justify(above)).status]).toEqual([409, 200]);
    expect((await dashboard()).highVarianceOpen.value).toBe(before.highVarianceOpen.value);
  });
});
