/**
 * An off-spec certificate of quality in Chromium (issue 34 §5) at the phone, tablet and laptop
 * widths in both languages: the nomination's banner names the failing test, the documents tab
 * marks the certificate, and nothing scrolls sideways; the product's limits form at the laptop
 * width. Screenshots in artifacts/e2e/off-spec.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { demoIds, nominationAt, tokens } from '../support/nominations.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';
import type { ProductRecord } from '../../contract/schemas/products.js';

let app: BrowserApp;
let id: number;
let productId: number;
test.beforeAll(async ({ site }) => {
  app = site;
  const t = site.t;
  const d = await demoIds(t);
  const k = await tokens(t);
  const surveyor = await t.login('surveyor');
  productId = d.products.mgo;
  const p = await t.ok<ProductRecord>({ method: 'GET', url: `/api/products/${productId}`, token: k.logistics });
  await t.ok({
    method: 'PUT',
    url: `/api/products/${productId}`,
    token: k.logistics,
    payload: {
      name: p.name,
      type: p.type,
      specLimits: [
        { test: 'sulphur', max: 0.1 },
        { test: 'density15', max: 900 },
        { test: 'flashPoint', min: 60 },
      ],
    },
  });
  const n = await nominationAt(t, d, k, 'Booked', { surveyorIds: [d.surveyorCompany] }, { hours: 30 });
  id = n.id;
  await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${n.id}`, token: k.loading });
  const post = (url: string, payload?: object) =>
    t.ok<DocumentRecord>({ method: 'POST', url, token: surveyor, payload });
  const coq = await post('/api/documents', {
    nominationId: n.id,
    type: 'quality',
    content: {
      samplingType: 'Running',
      tests: [
        { parameter: 'Sulphur', method: 'ISO 8754', unit: '% m/m', max: 0.1, result: 0.14 },
        { parameter: 'Density @15°C', method: 'ISO 12185', unit: 'kg/m³', max: 900, result: 846.2 },
        { parameter: 'Flash point', method: 'ISO 2719', unit: '°C', min: 60, result: 55 },
      ],
    },
  });
  await post(`/api/documents/${coq.id}/send`);
  await post(`/api/documents/${coq.id}/sign`, { kind: 'typed', name: 'Priya Nair' });
});

const SHOT_DIR = join(SHOTS, 'off-spec');
const CASES = ([390, 1024, 1440] as const).flatMap((w) => (['en', 'zh'] as const).map((l) => [w, l] as const));

describe('an off-spec certificate of quality', () => {
  it.each(CASES)('at %i px in %s: the banner names the failing tests, nothing sideways', async (width, locale) => {
    mkdirSync(SHOT_DIR, { recursive: true });
    const page = await signedIn(app, 'customer', { width, locale, at: `/barging/index/${id}` });
    const alert = page.getByTestId('off-spec-alert');
    await alert.getByRole('listitem').first().waitFor();
    expect(await alert.getByRole('listitem').count()).toBe(2);
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(
      locale === 'en' ? 'Sulphur 0.14 % m/m above max 0.10 % m/m' : '硫含量 0.14 % m/m，高于上限 0.10 % m/m',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(SHOT_DIR, `nomination-${width}-${locale}.png`), fullPage: true });
    await page.context().close();
  });

  it('marks the nomination in the barging list with a chip that says it', async () => {
    const page = await signedIn(app, 'customer', { width: 1440, at: '/barging/index' });
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'CoQ' }) });
    await row.first().waitFor();
    expect(await row.getByTestId('off-spec-chip').textContent()).toBe('Off-spec');
    await page.context().close();
  });

  it("shows the product's limits as a table at the laptop width", async () => {
    const page = await signedIn(app, 'admin', { width: 1440, at: `/settings/index/products/${productId}` });
    await page.getByText('Specification limits').waitFor();
    expect(await page.getByLabel('Max').count()).toBe(3);
    // Every row's remove button is shown (not only on hover), and the add button works from the keyboard.
    const removes = page.getByRole('button', { name: 'Remove' });
    expect(await removes.count()).toBe(3);
    expect(await removes.first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add a limit' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Max').count()).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(SHOT_DIR, 'product-limits-1440-en.png'), fullPage: true });
    await page.context().close();
  });

  it("fits the product's limits on a 390 px phone, each remove button named with its test", async () => {
    const page = await signedIn(app, 'admin', { width: 390, at: `/settings/index/products/${productId}` });
    await page.getByText('Specification limits').waitFor();
    // Walk 34 #15: a fixed 360 px name field made the form 400 px wide.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove Sulphur' }).count()).toBe(1);
    await page.screenshot({ path: join(SHOT_DIR, 'product-limits-390-en.png'), fullPage: true });
    await page.context().close();
  });
});
