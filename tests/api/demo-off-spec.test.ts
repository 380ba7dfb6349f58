import { expect, it, vi } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { limitsOf, offSpecOf, type QualityTestLine } from '../../contract/quality.js';

// The demo marks its certificates with the signing's own function (review 34 #13), not a copy of it. The api
// project shares modules between a worker's files, so the demo is loaded afresh here, after the spy is in place.
vi.resetModules();
vi.doMock('../../server/modules/documents/documents.offSpec.js', async (original) => {
  const real = await original<{ markOffSpec: (...args: unknown[]) => unknown }>();
  return { ...real, markOffSpec: vi.fn(real.markOffSpec) };
});
const { seedDemoHistory } = await import('../../demo/index.js');
const { seedQuality } = await import('../../demo/quality.js');
const { markOffSpec } = await import('../../server/modules/documents/documents.offSpec.js');

/**
 * The demo's certificates of quality against its products' limits (issue 34, DECISIONS.md §12):
 * every product has limits, exactly two signed certificates are off-spec, marked as signing marks
 * them, and every other one is on spec by the same rule, so the demo is not full of alerts.
 */
let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
  await seedDemoHistory(t.database.db, t.clock.now);
}, 120_000);

type Row = { id: number; status: string; content: { tests: QualityTestLine[] }; limits: unknown; off_spec: unknown };

it('has limits on every product and exactly two off-spec certificates, the same ones the rule finds', async () => {
  const products = await t.asOwner<{ spec_limits: unknown[] }>('SELECT spec_limits FROM products');
  expect(products.length).toBeGreaterThan(0);
  for (const p of products) expect(limitsOf(p.spec_limits).length).toBeGreaterThan(0);

  const rows = await t.asOwner<Row>(
    `SELECT d.id, d.status, d.content, p.spec_limits AS limits, d.off_spec
       FROM documents d JOIN nominations n ON n.id = d.nomination_id JOIN products p ON p.id = n.product_id
      WHERE d.type = 'quality'`,
  );
  expect(rows.length).toBeGreaterThan(10);
  const failing = rows.filter((r) => offSpecOf(r.content.tests, limitsOf(r.limits)).length > 0);
  const marked = rows.filter((r) => r.off_spec !== null);
  expect(failing.map((r) => r.id).sort()).toEqual(marked.map((r) => r.id).sort());
  expect(marked).toHaveLength(2);
  expect(marked.every((r) => r.status === 'Signed')).toBe(true);
  for (const r of marked) expect(r.off_spec).toEqual(offSpecOf(r.content.tests, limitsOf(r.limits)));

  // Each is on its nomination's log and told to logistics and its customer.
  const told = await t.asOwner<{ n: number }>(
    `SELECT count(DISTINCT bid)::int AS n FROM notifications WHERE message_key = 'qualityNotices.offSpec'`,
  );
  expect(told[0]?.n).toBe(2);
  const logged = await t.asOwner(`SELECT 1 FROM nomination_log WHERE detail_key = 'qualityLog.offSpec'`);
  expect(logged).toHaveLength(2);
  // Both marked by markOffSpec, each finding the test the demo wrote in failing.
  const marks = vi.mocked(markOffSpec).mock.results.filter((r) => r.type === 'return');
  expect(marks).toHaveLength(2);
  expect((await Promise.all(marks.map((r) => r.value))).map((f: { test: string }[]) => f.map((t) => t.test))).toEqual([
    ['sulphur'],
    ['flashPoint'],
  ]);
  // Told once: a second run changes nothing.
  expect(await seedQuality(t.database.db)).toBe(0);
});
