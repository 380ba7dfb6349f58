import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, startBrowserApp, type BrowserApp } from '../support/browser.js';

let app: BrowserApp;
let t: TestApp;
let base: string;

beforeAll(async () => {
  app = await startBrowserApp();
  ({ t, base } = app);
});
afterAll(async () => {
  await app?.close();
});

async function save(page: Page) {
  await page.getByRole('button', { name: /save/i }).click();
}

describe('the terminal admin keeps the master data', () => {
  it('creates a jetty with two berths, lines and hoses, a ship and a tank, and finds each in its list', async () => {
    const page = await signedIn(app, 'logistics');

    await page.goto(`${base}/admin/jetty/create`);
    await page.getByLabel('Jetty number').fill('J7');
    await page.getByLabel('Name').first().fill('Jetty 7 (West)');
    const addBerth = page.locator('.ra-input-berths button.button-add');
    await addBerth.click();
    await addBerth.click();
    for (const [i, [name, min, max]] of [
      ['J7-A', '40', '120'],
      ['J7-B', '30', '85'],
    ].entries()) {
      await page.locator(`input[name="berths.${i}.name"]`).fill(name!);
      await page.locator(`input[name="berths.${i}.minLoa"]`).fill(min!);
      await page.locator(`input[name="berths.${i}.maxLoa"]`).fill(max!);
    }
    await page.locator('.ra-input-lines button.button-add').click();
    await page.locator('input[name="lines.0.name"]').fill('L7 Distillates');
    await page.getByLabel('Products').click();
    await page.getByRole('option', { name: /Marine Gasoil/ }).click();
    await page.keyboard.press('Escape');
    await page.locator('.ra-input-hoses button.button-add').click();
    await page.locator('input[name="hoses.0.name"]').fill('H7 8" Rubber');
    await page.locator('.ra-input-hoses button.button-add').click();
    await page.locator('input[name="hoses.1.name"]').fill('H8 10" Rubber');
    await save(page);
    await page.waitForURL(`${base}/admin/jetty`);
    const jettyRow = page.locator('tr', { hasText: 'Jetty 7 (West)' });
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
    await page.locator('tr', { hasText: '9395044' }).waitFor();

    await page.goto(`${base}/admin/company/create`);
    await page.fill('input[name=code]', 'oceanic');
    await page.fill('input[name=name]', 'Oceanic Petroleum Pte. Ltd.');
    await page.fill('input[name=lei]', '506700GE1G29325QX363');
    await page.fill('input[name=uen]', '200912345K');
    await page.fill('input[name=foundedOn]', '01/04/2009');
    await save(page);
    await page.waitForURL(`${base}/admin/company`);
    await page.locator('tr', { hasText: 'OCEANIC' }).waitFor();

    await page.goto(`${base}/admin/tank/create`);
    await page.getByLabel('Name').first().fill('Tank T501');
    await page.getByLabel('Number').fill('T501');
    await page.getByLabel('Capacity (m³)').fill('18000');
    await save(page);
    await page.waitForURL(`${base}/admin/tank`);
    await page.locator('tr', { hasText: 'T501' }).waitFor();
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
    const page = await signedIn(app, 'logistics');
    await page.goto(`${base}/auditLog/index`);
    await page.getByRole('button', { name: /verify chain/i }).click();
    await expect(page.getByTestId('audit-verify').textContent()).resolves.toMatch(/intact/);
    await page.locator('tr', { hasText: 'login' }).first().click();
    await page.getByTestId('audit-diff').waitFor();
    await page.screenshot({ path: `${SHOTS}/audit-diff.png` });
    await page.context().close();
  });
});
