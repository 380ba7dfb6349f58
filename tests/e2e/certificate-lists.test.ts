import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SHOTS, signedIn } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { nominationAt } from '../support/nominations.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';

/**
 * Issue 31, point 1: a certificate list's rows (no versions, signatures or actions) were taken for
 * the whole record by the record screen, which crashed on `versions.at`. Each list is opened by a
 * role who has it, the document's row clicked, and its record must show.
 */
async function openOne(page: Page, doc: DocumentRecord, phone = false) {
  page.setDefaultTimeout(20_000);
  // The search narrows the list to the one document, whatever else the demo holds.
  await page.getByPlaceholder('Search').fill(doc.number);
  // The search is applied once it is in the address (react-admin's debounce would otherwise navigate back here).
  await expect.poll(() => decodeURIComponent(page.url())).toContain(doc.number);
  const row = phone ? page.getByText(`${doc.number} · `) : page.getByRole('row').filter({ hasText: doc.number });
  await row.first().waitFor();
  if (!phone) {
    // Issue 35 #9: the number is one line ("CQ-2026-/00161" broke at its hyphen), its cell as tall as one line.
    const number = row.first().getByText(doc.number, { exact: true });
    const { height } = (await number.boundingBox())!;
    const lineHeight = await number.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
    expect(height).toBeLessThan(lineHeight * 1.5);
  }
  // The list has answered, so its rows are in react-admin's cache before the record screen opens.
  await row.first().click();
  await page.waitForURL(new RegExp(`/documents/${doc.id}$`));
  const show = page.getByTestId('document-show');
  await show.waitFor();
  await expect.poll(() => show.getByRole('heading', { level: 1 }).textContent()).toContain(doc.number);
  const versions = page.getByTestId('document-version');
  await expect.poll(() => versions.count()).toBe(doc.versions.length);
  expect(await page.getByText('Something went wrong').count()).toBe(0);
  await page.context().close();
}

/** Signed in at the list (`path`), the document found and opened there. */
async function openFromList(page: Page, doc: DocumentRecord, phone = false) {
  try {
    await openOne(page, doc, phone);
  } catch (e) {
    // What the page showed, for a person to look at.
    await page.screenshot({ path: `${SHOTS}/certificate-list-${doc.type}${phone ? '-phone' : ''}.png` });
    throw e;
  }
}

describe('a document opened from its certificate list', () => {
  test(
    'shows its record for every list, on a laptop and a phone',
    { timeout: 180_000 },
    async ({ site, demo, tokens: k }) => {
      const { t } = site;
      const n = await nominationAt(t, demo, k, 'Completed', { surveyorIds: [demo.surveyorCompany] });
      const surveyorToken = await t.login('surveyor');
      const post = (url: string, token: string, payload?: object) =>
        t.ok<DocumentRecord>({ method: 'POST', url, token, payload });
      const cq = (
        await t.ok<{ rows: DocumentRecord[] }>({
          method: 'GET',
          url: `/api/documents/list?nominationId=${n.id}&type=quantity`,
          token: k.logistics,
        })
      ).rows[0]!;
      const cqRecord = await t.ok<DocumentRecord>({
        method: 'GET',
        url: `/api/documents/${cq.id}`,
        token: k.logistics,
      });
      const coq = await post('/api/documents', surveyorToken, {
        nominationId: n.id,
        type: 'quality',
        content: {
          samplingType: 'Running',
          tests: [{ parameter: 'Density', method: 'ASTM D4052', max: 0.99, result: 0.9 }],
        },
      }).then((d) => post(`/api/documents/${d.id}/send`, surveyorToken));
      const bl = await post('/api/documents', k.logistics, {
        nominationId: n.id,
        type: 'billOfLading',
        content: { shipper: 'A', consignee: 'B', portOfLoading: 'Singapore', portOfDischarge: 'Batam', originals: 3 },
      }).then((d) => post(`/api/documents/${d.id}/send`, k.logistics));
      expect(cqRecord.versions.length).toBe(4);
      expect([coq.versions.length, bl.versions.length]).toEqual([1, 1]);

      await openFromList(await signedIn(site, 'customer', { at: '/certificate/quantity' }), cqRecord);
      await openFromList(await signedIn(site, 'surveyor', { at: '/certificate/quality' }), coq);
      await openFromList(await signedIn(site, 'loadingmaster', { at: '/certificate/billOfLading' }), bl);
      const phone = { width: 390, height: 844, at: '/certificate/quantity' };
      await openFromList(await signedIn(site, 'barge', phone), cqRecord, true);
    },
  );
});
