import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';

let t: TestApp;
let base: string;

let app: BrowserApp;
test.beforeAll(async ({ site }) => {
  app = site;
  ({ t, base } = site);
});
async function save(page: Page) {
  await page.getByRole('button', { name: /save/i }).click();
}

describe('the terminal admin keeps the master data', () => {
  it('creates a jetty with two berths, lines and hoses, a ship and a tank, and finds each in its list', async () => {
    const page = await signedIn(app, 'logistics', { at: '/admin/jetty/create' });
    await page.getByLabel('Jetty number').fill('J7');
    await page.getByLabel('Name').first().fill('Jetty 7 (West)');
    const berths = page.getByRole('group', { name: 'Berths' });
    const addBerth = page.getByRole('button', { name: 'Add a berth' });
    await addBerth.click();
    await addBerth.click();
    for (const [i, [name, min, max]] of [
      ['J7-A', '40', '120'],
      ['J7-B', '30', '85'],
    ].entries()) {
      const berth = berths.getByRole('listitem').nth(i);
      await berth.getByLabel('Name').fill(name!);
      await berth.getByLabel('Minimum LOA (m)').fill(min!);
      await berth.getByLabel('Maximum LOA (m)').fill(max!);
    }
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByRole('group', { name: 'Lines' }).getByLabel('Name').fill('L7 Distillates');
    await page.getByLabel('Products').click();
    await page.getByRole('option', { name: /Marine Gasoil/ }).click();
    await page.keyboard.press('Escape');
    const hoses = page.getByRole('group', { name: 'Hoses' });
    await page.getByRole('button', { name: 'Add a hose' }).click();
    await hoses.getByRole('listitem').nth(0).getByLabel('Name').fill('H7 8" Rubber');
    await page.getByRole('button', { name: 'Add a hose' }).click();
    await hoses.getByRole('listitem').nth(1).getByLabel('Name').fill('H8 10" Rubber');
    await page.screenshot({ path: `${SHOTS}/jetty-form.png`, fullPage: true });
    await save(page);
    await page.waitForURL(`${base}/admin/jetty`);
    const jettyRow = page.getByRole('row').filter({ hasText: 'Jetty 7 (West)' });
    await expect(jettyRow.textContent()).resolves.toMatch(
      /J7-A.*40–120 m.*J7-B.*30–85 m.*L7 Distillates.*H7 8" Rubber.*H8 10" Rubber/s,
    );
    await page.screenshot({ path: `${SHOTS}/jetty-list.png` });

    await page.goto(`${base}/admin/ship/create`);
    await page.getByLabel('Name').first().fill('Lion City 8');
    await page.getByLabel('IMO number').fill('9395045');
    await page.getByLabel('LOA (m)').fill('72.5');
    await save(page);
    await expect(
      page.getByText('IMO number must be 7 digits with a valid check digit').first().isVisible(),
    ).resolves.toBe(true);
    await page.getByLabel('IMO number').fill('9395044');
    await save(page);
    await page.waitForURL(`${base}/admin/ship`);
    await page.getByPlaceholder('Search').fill('Lion City');
    await page.getByRole('row').filter({ hasText: '9395044' }).waitFor();

    await page.goto(`${base}/admin/company/create`);
    await page.getByLabel(/^Code/).fill('oceanic');
    await page.getByLabel(/^Name/).fill('Oceanic Petroleum Pte. Ltd.');
    await page.getByLabel('LEI').fill('506700GE1G29325QX363');
    await page.getByLabel('UEN number').fill('200912345K');
    // The day is picked or typed as dd/mm/yyyy into the picker's sections.
    await page
      .getByRole('group', { name: /^Founded/ })
      .getByRole('spinbutton')
      .first()
      .click();
    await page.keyboard.type('01042009');
    await save(page);
    await page.waitForURL(`${base}/admin/company`);
    await page.getByRole('row').filter({ hasText: 'OCEANIC' }).waitFor();

    await page.goto(`${base}/admin/tank/create`);
    await page.getByLabel('Name').first().fill('Tank T501');
    await page.getByLabel('Number').fill('T501');
    await page.getByLabel('Capacity (m³)').fill('18000');
    await save(page);
    await page.waitForURL(`${base}/admin/tank`);
    await page.getByRole('row').filter({ hasText: 'T501' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/tank-list.png` });

    // What the browser did is what the server holds.
    const token = await t.login('logistics');
    const jetties = await t.ok<{ rows: { number: string; berths: unknown[]; lines: unknown[]; hoses: unknown[] }[] }>({
      method: 'GET',
      url: '/api/jetties/list?searchValue=J7',
      token,
    });
    expect(jetties.rows[0]).toMatchObject({ number: 'J7' });
    expect(jetties.rows[0]!.berths).toHaveLength(2);
    expect(jetties.rows[0]!.hoses).toHaveLength(2);
    expect(jetties.rows[0]!.lines).toEqual([
      expect.objectContaining({ name: 'L7 Distillates', productIds: [expect.any(Number)] }),
    ]);
    const company = await t.ok<{ rows: { foundedOn: string; uen: string }[] }>({
      method: 'GET',
      url: '/api/companies/list?searchValue=oceanic',
      token,
    });
    expect(company.rows[0]).toMatchObject({ foundedOn: '2009-04-01', uen: '200912345K' });
    await page.context().close();
  });

  it('keeps a customer out of the administration screens even by URL', async () => {
    const page = await signedIn(app, 'customer');
    for (const path of ['/admin/jetty', '/admin/ship/create', '/admin/tank', '/admin/company', '/auditLog/index']) {
      await page.goto(`${base}${path}`);
      await page.getByText('Access denied').waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/customer-denied.png` });
    await page.context().close();
  });

  it('shows the audit diff of a change and a healthy chain', async () => {
    const page = await signedIn(app, 'logistics', { at: '/auditLog/index' });
    await page.getByRole('button', { name: /verify chain/i }).click();
    await expect(page.getByTestId('audit-verify').textContent()).resolves.toMatch(/intact/);
    await page.getByRole('row').filter({ hasText: 'Signed in' }).first().click();
    await page.getByTestId('audit-diff').waitFor();
    await page.screenshot({ path: `${SHOTS}/audit-diff.png` });
    await page.context().close();
  });
});
