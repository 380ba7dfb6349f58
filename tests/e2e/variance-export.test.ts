import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, typeIntoPicker, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { seedHistory } from '../../demo/history.js';
import { formatDay, terminalDay } from '../../contract/datetime.js';
import { DAY } from '../../contract/time.js';

let t: TestApp;
let app: BrowserApp;
test.beforeAll(async ({ site }) => {
  app = site;
  ({ t } = site);
  await seedHistory(t.database.db, t.clock.now);
});

describe('the variance report, in Chromium', () => {
  it('is downloaded as .xlsx for the chosen days, with one row per completed nomination', async () => {
    const to = terminalDay(t.clock.now, 'Asia/Singapore');
    const from = terminalDay(new Date(t.clock.now.getTime() - 30 * DAY), 'Asia/Singapore');
    const [expected] = await t.asOwner<{ n: number }>(
      `SELECT count(*)::int AS n FROM nominations WHERE status = 'Completed' AND actual_quantity IS NOT NULL
          AND NOT hide_from_terminal AND completed_at >= ($1::date::timestamp AT TIME ZONE 'Asia/Singapore')
          AND completed_at < (($2::date + 1)::timestamp AT TIME ZONE 'Asia/Singapore')`,
      [from, to],
    );
    expect(expected!.n).toBeGreaterThan(10);

    const page = await signedIn(app, 'logistics', { at: '/excel/logistic/index' });
    await typeIntoPicker(page.getByRole('group', { name: /^From/ }), formatDay(from));
    await typeIntoPicker(page.getByRole('group', { name: /^To/ }), formatDay(to));
    await page.screenshot({ path: `${SHOTS}/variance-export.png` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .xlsx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`variance-${from}-${to}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Variance')!;
    expect(sheet.rowCount - 1).toBe(expected!.n);
    expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
    await page.getByText(`variance-${from}-${to}.xlsx downloaded`).waitFor();

    const phone = await signedIn(app, 'logistics', {
      width: 390,
      height: 844,
      locale: 'zh',
      at: '/excel/logistic/index',
    });
    await phone.getByRole('button', { name: '下载 .xlsx' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/variance-export-phone-zh.png` });
    for (const p of [page, phone]) await p.context().close();
  });
});
