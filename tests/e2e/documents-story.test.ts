import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { demoIds, nominationAt, tokens, type Tokens } from '../support/nominations.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';

let t: TestApp;
let base: string;
let app: BrowserApp;
let k: Tokens;
test.beforeAll(async ({ site }) => {
  app = site;
  ({ t, base } = site);
  k = await tokens(t);
});

const docOf = (id: number, token: string) =>
  t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${id}`, token });

/** Draws a wave on the signature pad, as a finger would. */
async function draw(page: Page) {
  const box = (await page.getByTestId('signature-pad').boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (let i = 0; i < 40; i++) await page.mouse.move(box.x + 30 + i * 8, box.y + 90 + Math.sin(i / 3) * 35);
  await page.mouse.up();
}

async function signAs(page: Page, id: number, how: 'drawn' | 'typed', name?: string) {
  await page.goto(`${base}/documents/${id}`);
  await signHere(page, how, name);
}

/** Signs the document the page shows (a page signed in at it, or one just loaded there). */
async function signHere(page: Page, how: 'drawn' | 'typed', name?: string) {
  await page.getByTestId('sign-document').click();
  if (how === 'drawn') await draw(page);
  else {
    await page.getByRole('tab', { name: 'Type' }).click();
    if (name) await page.getByTestId('typed-name').fill(name);
  }
  await page.getByTestId('sign-confirm').click();
  await page
    .getByText(/ signed$/)
    .first()
    .waitFor();
}

/** The PDF as poppler renders its first page, into the artifacts, for a person to look at. */
function render(pdf: Buffer, name: string) {
  mkdirSync(`${SHOTS}/pdf`, { recursive: true });
  writeFileSync(`${SHOTS}/pdf/${name}.pdf`, pdf);
  execFileSync('pdftoppm', [
    '-r',
    '80',
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    `${SHOTS}/pdf/${name}.pdf`,
    `${SHOTS}/pdf/${name}`,
  ]);
}

async function verify(page: Page, file: string, outcome: string) {
  await page.goto(`${base}/verify`);
  await page.getByTestId('verify-file').setInputFiles(file);
  await page.getByTestId('verify-check').click();
  await expect.poll(() => page.getByTestId('verify-result').getAttribute('data-outcome')).toBe(outcome);
}

describe("documents from the surveyor's certificate to the customer's check, in Chromium", () => {
  it('are made, signed drawn and typed, complete the nomination, and verify', async () => {
    const d = await demoIds(t);
    const n = await nominationAt(t, d, k, 'Booked', { surveyorIds: [d.surveyorCompany] }, { hours: 300 });
    await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${n.id}`, token: k.loading });

    // The surveyor makes the certificate of quantity from the nomination: the tonnes follow as the measures are typed.
    const surveyor = await signedIn(app, 'surveyor', { at: `/barging/index?id=${n.id}&pageStatus=1` });
    await surveyor.getByRole('tab', { name: /documents/i }).click();
    await surveyor.getByTestId('make-quantity').click();
    const tank = (field: string, value: string) => surveyor.getByTestId(`field-tanks.0.${field}`).fill(value);
    // The tank is the nomination's, chosen already from the terminal's tanks.
    expect(await surveyor.getByTestId('field-tanks.0.tankName').inputValue()).toBe('T101');
    await tank('openingUllageMm', '9120');
    await tank('closingUllageMm', '1210');
    await tank('temperatureC', '15');
    await tank('density15', '1.0011');
    await tank('grossObservedM3', '998.5');
    await expect.poll(() => surveyor.getByTestId('tonnes-0').textContent()).toContain('998.5 t');
    // Every label of the tank is whole at 1440 px: none is cut short with an ellipsis.
    const cut = await surveyor
      .getByTestId('tank-0')
      // house rules: a selector on purpose: every label element, measured for text cut short (no role names them all).
      .locator('label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
    await surveyor.screenshot({ path: `${SHOTS}/cq-form.png` });
    await surveyor.getByTestId('save-document').click();
    await surveyor.waitForURL(/\/documents\/\d+$/);
    const cqId = Number(/(\d+)$/.exec(surveyor.url())![1]);
    await surveyor.getByTestId('send-document').click();
    await expect.poll(() => surveyor.getByTestId('waiting-on').textContent()).toBe('Waiting on: Surveyor');

    // Surveyor (drawn), loading master (typed), barge (drawn on a phone) sign in turn.
    await signAs(surveyor, cqId, 'drawn');
    await signHere(await signedIn(app, 'loadingmaster', { at: `/documents/${cqId}` }), 'typed', 'Ong Boon Keat');
    const barge = await signedIn(app, 'barge', { width: 390, height: 844, at: `/documents/${cqId}` });
    await signHere(barge, 'drawn');
    // A phone's browser shows no PDF in a frame: its pages are drawn (pdf.js), ink on them.
    const pages = barge.getByTestId('pdf-pages');
    // Read together: the signed version may arrive and start a new drawing (data-rendered back to 0) between reads.
    const drawn = async () => {
      const rendered = Number(await pages.getAttribute('data-rendered'));
      return rendered > 0 && (await pages.getByRole('img').count()) === rendered;
    };
    await expect.poll(drawn, { timeout: 20_000 }).toBe(true);
    // The signed version may arrive after the first drawing: the ink is looked for until it is drawn.
    const inked = () =>
      pages
        .getByRole('img')
        .first()
        .evaluate((c: HTMLCanvasElement) => {
          const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark++;
          return dark;
        });
    await expect.poll(inked, { timeout: 20_000 }).toBeGreaterThan(1000);
    await barge.screenshot({ path: `${SHOTS}/cq-signed-phone.png`, fullPage: true });
    const cq = await docOf(cqId, k.logistics);
    expect(cq.status).toBe('Signed');
    expect(cq.signatures.map((s) => [s.slot, s.kind])).toEqual([
      ['surveyor', 'drawn'],
      ['loadingMaster', 'typed'],
      ['bargeMaster', 'drawn'],
    ]);
    const after = await t.ok<NominationRecord>({
      method: 'GET',
      url: `/api/jput/nomination/${n.id}`,
      token: k.logistics,
    });
    expect(after).toMatchObject({ status: 'CQ Uploaded', actualQuantity: 998.5 });

    // Logistics makes the bill of lading (its quantity is the CQ's), sends and signs it with the stamp; the barge signs.
    const logistics = await signedIn(app, 'logistics', { at: `/barging/index?id=${n.id}&pageStatus=1` });
    await logistics.getByRole('tab', { name: /documents/i }).click();
    await logistics.getByTestId('make-billOfLading').click();
    await logistics.getByTestId('field-consignee').fill('To order of DBS Bank');
    await logistics.getByTestId('field-portOfDischarge').fill('Batam');
    await logistics.getByTestId('save-document').click();
    await logistics.waitForURL(/\/documents\/\d+$/);
    const blId = Number(/(\d+)$/.exec(logistics.url())![1]);
    await logistics.getByTestId('send-document').click();
    await logistics.getByTestId('sign-document').waitFor();
    await signAs(logistics, blId, 'typed');
    await signAs(barge, blId, 'typed', 'Captain Lim');
    expect((await docOf(blId, k.logistics)).status).toBe('Signed');

    // The customer downloads the bill of lading and checks it on /verify, then an older version and a tampered copy.
    const customer = await signedIn(app, 'customer', { at: `/documents/${blId}` });
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('button', { name: 'Download PDF' }).first().click(),
    ]);
    const latest = `${SHOTS}/pdf/bl-latest.pdf`;
    mkdirSync(`${SHOTS}/pdf`, { recursive: true });
    await download.saveAs(latest);
    const pdf = readFileSync(latest);
    render(pdf, 'bl-latest');
    await verify(customer, latest, 'valid');
    await customer.getByText('Valid document').waitFor();
    await customer.screenshot({ path: `${SHOTS}/verify-valid.png` });

    const older = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${blId}/versions/1/pdf`,
      headers: { authorization: `Bearer ${k.logistics}` },
    });
    writeFileSync(`${SHOTS}/pdf/bl-v1.pdf`, older.rawPayload);
    await verify(customer, `${SHOTS}/pdf/bl-v1.pdf`, 'notLatest');
    await customer.getByText('This PDF is not the latest version.').waitFor();
    await customer.screenshot({ path: `${SHOTS}/verify-older.png` });

    const tampered = Buffer.from(pdf);
    const middle = Math.floor(pdf.length / 2);
    tampered.writeUInt8(pdf.readUInt8(middle) ^ 0x01, middle);
    writeFileSync(`${SHOTS}/pdf/bl-tampered.pdf`, tampered);
    await verify(customer, `${SHOTS}/pdf/bl-tampered.pdf`, 'invalid');
    await customer.getByText('This document is not valid. Please upload a valid document.').waitFor();
    await customer.getByText('Document is invalid').waitFor();
    await customer.screenshot({ path: `${SHOTS}/verify-tampered.png` });

    // The certificate in English and a certificate of quality in Chinese, rendered for a person to look at.
    const cqPdf = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${cqId}/pdf`,
      headers: { authorization: `Bearer ${k.logistics}` },
    });
    render(cqPdf.rawPayload, 'cq-en');
    const coq = await t.ok<DocumentRecord>({
      method: 'POST',
      url: '/api/documents',
      token: await t.login('surveyor'),
      payload: {
        nominationId: n.id,
        type: 'quality',
        language: 'zh',
        content: {
          samplingType: 'Composite',
          tests: [{ parameter: '密度', method: 'ASTM D4052', max: 0.89, result: 0.85 }],
        },
      },
    });
    const surveyorToken = await t.login('surveyor');
    await t.ok({ method: 'POST', url: `/api/documents/${coq.id}/send`, token: surveyorToken });
    const zh = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${coq.id}/pdf`,
      headers: { authorization: `Bearer ${surveyorToken}` },
    });
    render(zh.rawPayload, 'coq-zh');
    expect(zh.rawPayload.length).toBeLessThan(300_000);
  });
});
