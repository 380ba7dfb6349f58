import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, typeIntoPicker, type BrowserApp, storeLocale } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { demoIds, nominationBody, tokens, type Demo, type Tokens } from '../support/nominations.js';
import { formatDay } from '../../contract/datetime.js';
import { DAY } from '../../contract/time.js';

let t: TestApp;
let base: string;
let app: BrowserApp;
let d: Demo;
let k: Tokens;
const PDF = `${SHOTS}/vetting-document.pdf`;
test.beforeAll(async ({ site }) => {
  app = site;
  ({ t, base } = site);
  d = await demoIds(t);
  k = await tokens(t);
  writeFileSync(PDF, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
});

/** A day `days` from the app's clock, as a user types it (dd/mm/yyyy). */
const day = (days: number) => formatDay(new Date(t.clock.now.getTime() + days * DAY).toISOString().slice(0, 10));

const chip = (page: Page) => page.getByTestId('vetting-status');
async function expectStatus(page: Page, status: string) {
  await expect.poll(() => chip(page).first().textContent(), { timeout: 10_000 }).toBe(status);
}

/** A document added through the record's dialog: its kind, its date where it has one, the file. */
async function upload(page: Page, kind: RegExp, date?: { label: RegExp; value: string }) {
  await page.getByRole('button', { name: 'Add a document' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Document/ }).click();
  await page.getByRole('option', { name: kind }).click();
  if (date) await typeIntoPicker(dialog.getByRole('group', { name: date.label }), date.value);
  await dialog.getByTestId('vetting-file').setInputFiles(PDF);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A step of the record that asks for a confirmation first. */
async function confirmed(page: Page, label: string) {
  await page.getByTestId('vetting-actions').getByRole('button', { name: label }).click();
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
}

/** A step that asks why. */
async function withReason(page: Page, label: string, reason: string) {
  await page.getByTestId('vetting-actions').getByRole('button', { name: label }).click();
  await page.getByTestId('reason-input').fill(reason);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('a ship vetting from the customer to the inspector and back, in Chromium', () => {
  it('is nominated, checked, questioned, inspected, accepted, then suspended, and the ship refused', async () => {
    // The customer nominates a new barge with its particulars; its class certificate has run out.
    const customer = await signedIn(app, 'customer', { at: '/ship-vetting/index' });
    await expect.poll(() => t.app.notificationHub.size, { timeout: 10_000 }).toBeGreaterThan(0);
    await customer.getByRole('link', { name: 'Nominate a ship for vetting' }).first().click();
    await customer.getByRole('radio', { name: 'A new ship' }).check();
    await customer.getByLabel(/^Ship name/).fill('Lagoon Runner');
    await customer.getByLabel(/^IMO number/).fill('9543926');
    await customer.getByLabel(/^LOA \(m\)/).fill('72');
    // Issue 35 #7: the new ship's fields and the vetting's sit on one grid, two equal columns at 1440.
    const width = async (label: RegExp) => (await customer.getByLabel(label).boundingBox())!.width;
    expect(Math.abs((await width(/^Ship name/)) - (await width(/^IMO number/)))).toBeLessThan(2);
    expect(Math.abs((await width(/^Ship name/)) - (await width(/^Port of registry/)))).toBeLessThan(2);
    expect(await width(/^Ship name/)).toBeLessThan(480);
    // The particulars start in the same two columns (468 px apart here; the pickers pad a few px more).
    const left = async (label: RegExp) => (await customer.getByRole('combobox', { name: label }).boundingBox())!.x;
    const x = async (label: RegExp) => (await customer.getByLabel(label).boundingBox())!.x;
    expect(Math.abs((await x(/^Ship name/)) - (await left(/^Operation/)))).toBeLessThan(12);
    expect(Math.abs((await x(/^IMO number/)) - (await left(/^Products/)))).toBeLessThan(12);
    await customer.getByRole('combobox', { name: /^Kind/ }).click();
    await customer.getByRole('option', { name: 'Barge' }).click();
    await customer.getByRole('combobox', { name: /^Products/ }).click();
    await customer.getByRole('option', { name: /Marine Gasoil/ }).click();
    await customer.keyboard.press('Escape');
    await customer.getByRole('button', { name: 'Save' }).click();
    await customer.waitForURL(/\/ship-vetting\/index\/\d+$/);
    const id = Number(customer.url().split('/').pop());
    await expectStatus(customer, 'Draft');
    // Checked before asking (issue 35 #7): without the Q88 the Submit says so at the documents, no dialog.
    await customer.getByTestId('vetting-actions').getByRole('button', { name: 'Submit to the terminal' }).click();
    await expect
      .poll(() => customer.getByTestId('documents-refusal').textContent())
      .toBe('Upload the ship particulars (Q88) before submitting');
    expect(await customer.getByRole('dialog').count()).toBe(0);
    await upload(customer, /Ship particulars/);
    await upload(customer, /SIRE/, { label: /^Inspected on/, value: day(-40) });
    await upload(customer, /P&I/, { label: /^Expires on/, value: day(300) });
    await upload(customer, /Class/, { label: /^Expires on/, value: day(-5) });
    await upload(customer, /IOPP/, { label: /^Expires on/, value: day(300) });
    await expect.poll(() => customer.getByTestId('vetting-documents').getByRole('listitem').count()).toBe(5);
    await customer.screenshot({ path: `${SHOTS}/vetting-draft.png`, fullPage: true });
    await confirmed(customer, 'Submit to the terminal');
    await expectStatus(customer, 'Pending Logistics');
    // The customer goes on to other work meanwhile.
    await customer
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Barging Nomination' })
      .click();
    await customer.waitForURL(`${base}/barging/index`);

    // Logistics finds it waiting on it; the checks show the expired certificate among the passed ones.
    const logistics = await signedIn(app, 'logistics', { at: '/ship-vetting/index?waiting=true' });
    await logistics.getByRole('cell', { name: /Lagoon Runner/ }).click();
    await logistics.waitForURL(`${base}/ship-vetting/index/${id}`);
    const checks = logistics.getByTestId('vetting-checks');
    await expect
      .poll(() =>
        checks.locator('[data-passed=false]').evaluateAll((els) => els.map((e) => e.getAttribute('data-text'))),
      )
      .toEqual([`Class certificate: expired on ${day(-5)}`]);
    await expect.poll(() => checks.getByText('LOA 72 m fits J1-A, J1-B, J2-A, J2-B').count()).toBe(1);
    await logistics.screenshot({ path: `${SHOTS}/vetting-checks.png`, fullPage: true });
    await withReason(
      logistics,
      'Ask for more information',
      'The class certificate has expired: upload the renewed one.',
    );
    await expectStatus(logistics, 'More Information Required');

    // The customer is told live; the notice opens the vetting, where it uploads and sends it back.
    const notice = customer.getByTestId('live-notice');
    await expect
      .poll(() => notice.first().textContent(), { timeout: 10_000 })
      .toBe(
        `Ship Vetting #${id} (Lagoon Runner) is now More Information Required: The class certificate has expired: upload the renewed one.`,
      );
    await notice.first().getByRole('button').first().click();
    await customer.waitForURL(`${base}/ship-vetting/index/${id}`);
    await customer.getByText('The terminal asks for more information').waitFor();
    await upload(customer, /Class/, { label: /^Expires on/, value: day(500) });
    await confirmed(customer, 'Send back to the terminal');
    await expectStatus(customer, 'Pending Logistics');

    // Logistics sends it to the inspector: the checks all pass now.
    await logistics.reload();
    await expect.poll(() => checks.locator('[data-passed=false]').count()).toBe(0);
    await confirmed(logistics, 'Send to the inspector');
    await expectStatus(logistics, 'Pending Inspector');

    // The inspector records an anchorage inspection, then responds with findings.
    const inspector = await signedIn(app, 'inspector', { at: `/ship-vetting/index?id=${id}&pageStatus=1` });
    await inspector.waitForURL(`${base}/ship-vetting/index/${id}`);
    for (const [kind, status] of [
      ['Anchorage inspection', 'Anchorage Inspection'],
      ['Response', 'Inspector Responded'],
    ] as const) {
      await inspector.getByRole('button', { name: 'Record findings' }).click();
      const dialog = inspector.getByRole('dialog');
      await dialog.getByRole('radio', { name: kind }).check();
      await dialog.getByLabel(/^Place/).fill('Eastern Petroleum B anchorage');
      await dialog.getByLabel(/^Observations/).fill('Mooring lines and manifold in good order.');
      await dialog.getByRole('button', { name: 'Record findings' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expectStatus(inspector, status);
    }
    await expect.poll(() => inspector.getByTestId('vetting-finding').count()).toBe(2);
    await inspector.screenshot({ path: `${SHOTS}/vetting-inspector.png`, fullPage: true });

    // Logistics accepts; the customer sees the acceptance and its end.
    await logistics.reload();
    await confirmed(logistics, 'Accept');
    await expectStatus(logistics, 'Accepted');
    await customer.reload();
    await expectStatus(customer, 'Accepted');
    await expect
      .poll(() => customer.getByRole('alert').first().textContent())
      .toMatch(
        /^Accepted by Tan Wei Ming \(Terminal Logistics\) on .+\. The acceptance lasts until \d\d\/\d\d\/\d{4}\.$/,
      );
    await customer.screenshot({ path: `${SHOTS}/vetting-accepted.png`, fullPage: true });

    // Logistics suspends it: the ship is on the unqualified list, and a nomination of it is refused.
    await withReason(logistics, 'Suspend', 'Detained by the port authority.');
    await expectStatus(logistics, 'Suspended');
    await logistics.goto(`${base}/admin/unqualified-ships`);
    await logistics.getByRole('cell', { name: 'Lagoon Runner' }).waitFor();
    await logistics.screenshot({ path: `${SHOTS}/vetting-unqualified.png`, fullPage: true });
    const [ship] = await t.asOwner<{ id: number }>(`SELECT id FROM ships WHERE imo = '9543926'`);
    const refused = await t.call({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { bargeId: ship!.id }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This barge cannot be nominated: its latest ship vetting is Suspended');

    // The customer reads it in Chinese, on a phone as well.
    await storeLocale(customer, 'zh');
    await customer.reload();
    await expectStatus(customer, '已暂停');
    await customer.screenshot({ path: `${SHOTS}/vetting-suspended-zh.png`, fullPage: true });
    const phone = await signedIn(app, 'customer', { width: 390, height: 844, at: '/ship-vetting/index' });
    await phone.getByText(`#${id} · Lagoon Runner`).waitFor();
    await phone.screenshot({ path: `${SHOTS}/vetting-list-phone.png`, fullPage: true });
    await phone.goto(`${base}/ship-vetting/index/${id}`);
    await expectStatus(phone, 'Suspended');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/vetting-record-phone.png`, fullPage: true });
    for (const p of [customer, logistics, inspector, phone]) await p.context().close();
  });
});
