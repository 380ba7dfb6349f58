/**
 * The invoices screen in Chromium (issue 34 §4) at the phone, tablet and laptop widths in both
 * languages: terminal logistics' list, an invoice opened with its lines per nomination, the issue
 * dialog; the customer's own list; nothing scrolls sideways. Screenshots in artifacts/e2e/invoices.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { approvedRecord, companyId, dayOf, noonDaysAgo } from '../support/invoices.js';
import { demoIds, tokens } from '../support/nominations.js';
import type { InvoiceDetail } from '../../contract/schemas/invoices.js';
import { DAY } from '../../contract/time.js';

let app: BrowserApp;
let invoice: InvoiceDetail;
test.beforeAll(async ({ site }) => {
  app = site;
  const d = await demoIds(site.t);
  const k = await tokens(site.t);
  const straits = await companyId(site.t, 'STRAITS');
  await site.t.asOwner(`UPDATE companies SET billing_email = 'accounts@straitsbunkering.example' WHERE id = $1`, [
    straits,
  ]);
  const at = noonDaysAgo(site.t, 35);
  await approvedRecord(site.t, d, straits, at, [2275, 1801.2, 450]);
  await approvedRecord(site.t, d, straits, new Date(at.getTime() + DAY), [3325, 1200]);
  // Waiting for the next invoice: the issue dialog's preview shows it (when it falls in last month).
  await approvedRecord(site.t, d, straits, noonDaysAgo(site.t, 33), [500, 120]);
  invoice = await site.t.ok<InvoiceDetail>({
    method: 'POST',
    url: '/api/invoices',
    token: k.logistics,
    payload: { companyId: straits, from: dayOf(at), to: dayOf(new Date(at.getTime() + DAY)), language: 'en' },
  });
});

const SHOT_DIR = join(SHOTS, 'invoices');
const CASES = ([390, 1024, 1440] as const).flatMap((w) => (['en', 'zh'] as const).map((l) => [w, l] as const));
const fits = () => document.documentElement.scrollWidth <= window.innerWidth;

describe('the invoices screen', () => {
  it.each(CASES)('at %i px in %s: list, invoice and issue dialog, nothing sideways', async (width, locale) => {
    mkdirSync(SHOT_DIR, { recursive: true });
    for (const user of ['logistics', 'customer'] as const) {
      const page = await signedIn(app, user, { width, locale, at: '/invoices/index' });
      const opener = page.locator(`[data-invoice="${invoice.number}"]`);
      await opener.waitFor();
      expect(await page.evaluate(fits)).toBe(true);
      await page.screenshot({ path: join(SHOT_DIR, `${user}-list-${width}-${locale}.png`), fullPage: true });
      await opener.click();
      await page.getByTestId('invoice-lines').waitFor();
      expect(await page.evaluate(fits)).toBe(true);
      await page.screenshot({ path: join(SHOT_DIR, `${user}-invoice-${width}-${locale}.png`), animations: 'disabled' });
      if (user === 'logistics') {
        await page.keyboard.press('Escape');
        await page.getByTestId('invoice-dialog').waitFor({ state: 'detached' });
        await page
          .getByRole('button', { name: locale === 'en' ? 'Issue invoice' : '开具发票' })
          .first()
          .click();
        await page.getByTestId('issue-invoice').waitFor();
        expect(await page.evaluate(fits)).toBe(true);
        await page.getByTestId('issue-invoice').getByRole('combobox').first().click();
        await page.getByRole('option', { name: 'Straits Bunkering Pte. Ltd.' }).click();
        await page
          .getByTestId('issue-invoice')
          .getByText(locale === 'en' ? 'Choose the customer to invoice.' : '请选择要开票的客户。')
          .waitFor({ state: 'detached' });
        await page.waitForTimeout(500);
        expect(await page.evaluate(fits)).toBe(true);
        await page.screenshot({ path: join(SHOT_DIR, `${user}-issue-${width}-${locale}.png`), animations: 'disabled' });
      }
      await page.context().close();
    }
  });
});
