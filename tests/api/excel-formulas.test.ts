import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { terminalDay } from '../../contract/datetime.js';
import { DAY } from '../../contract/time.js';

/**
 * Issue 30 (7): text users wrote (a barge's name, a company's, a justification) that a spreadsheet
 * would run as a formula once the cell is edited reaches every .xlsx export with a leading
 * apostrophe, as in the CSV export; numbers stay number cells.
 */
const FORMULA = '=HYPERLINK("http://x","y")';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
  await t.asOwner(`UPDATE ships SET name = $1 WHERE id = $2`, [FORMULA, d.barges.star1]);
  await t.asOwner(`UPDATE companies SET name = '+Straits Bunkering' WHERE code = 'STRAITS'`);
});

async function workbook(url: string): Promise<ExcelJS.Workbook> {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${k.logistics}` } });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

const textOf = (cell: ExcelJS.Cell) => ({ type: cell.type, value: cell.value });
const text = (value: string) => ({ type: ExcelJS.ValueType.String, value });

describe('text that looks like a formula in an .xlsx export', () => {
  it('reaches the variance report with an apostrophe before it, beside its negative variance as numbers', async () => {
    await t.asOwner(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, actual_quantity, status, completed_at,
                                variance_justification, created_by, created_at, updated_at)
       VALUES ((SELECT id FROM companies WHERE code = 'STRAITS'), $1, $2, 1000, 990, 'Completed', $3, $4,
               (SELECT id FROM users WHERE user_name = 'customer'), $3, $3)`,
      [d.barges.star1, d.products.mgo, new Date(t.clock.now.getTime() - 2 * DAY), '@SUM(1+1)'],
    );
    const to = terminalDay(t.clock.now, 'Asia/Singapore');
    const from = terminalDay(new Date(t.clock.now.getTime() - 10 * DAY), 'Asia/Singapore');
    const book = await workbook(`/api/excel/variance?from=${from}&to=${to}`);
    const row = book.getWorksheet('Variance')!.getRow(2);
    expect(textOf(row.getCell(3))).toEqual(text("'+Straits Bunkering"));
    expect(textOf(row.getCell(4))).toEqual(text(`'${FORMULA}`));
    expect(textOf(row.getCell(11))).toEqual(text("'@SUM(1+1)"));
    // −10 t and −1 %: number cells, not text with an apostrophe.
    expect(textOf(row.getCell(8))).toEqual({ type: ExcelJS.ValueType.Number, value: -10 });
    expect(textOf(row.getCell(9))).toEqual({ type: ExcelJS.ValueType.Number, value: -1 });
    // The summary sheet's customer too.
    expect(textOf(book.getWorksheet('Summary')!.getRow(2).getCell(1))).toEqual(text("'+Straits Bunkering"));
  });

  it('reaches the billing export with an apostrophe before it', async () => {
    const n = await nominationAt(t, d, k, 'Completed', {}, { hours: 30 });
    const day = terminalDay(t.clock.now);
    const book = await workbook(`/api/excel/billing?from=${day}&to=${day}`);
    const sheet = book.worksheets[0]!;
    const row = [...Array(sheet.rowCount).keys()]
      .map((i) => sheet.getRow(i + 1))
      .find((r) => r.getCell(2).value === n.id)!;
    expect(textOf(row.getCell(4))).toEqual(text("'+Straits Bunkering"));
    expect(textOf(row.getCell(5))).toEqual(text(`'${FORMULA}`));
    expect(row.getCell(12).type).toBe(ExcelJS.ValueType.Number);
  });
});
