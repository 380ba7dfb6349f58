import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo } from '../support/nominations.js';
import { terminalDay } from '../../contract/datetime.js';
import { HOUR, DAY, MINUTE } from '../../contract/time.js';

/** The variance report (DECISIONS.md §7) opened as Excel opens it: cells, types, totals, headers. */
let t: TestApp;
let d: Demo;
let logistics: string;
test.beforeAll(async ({ api, demo }) => {
  t = api;
  d = demo;
  logistics = await t.login('logistics');
  const add = (product: number, actual: number, daysAgo: number, justification: string | null, hidden = false) =>
    t.asOwner(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, actual_quantity, status, completed_at,
                                variance_justification, hide_from_terminal, created_by, created_at, updated_at)
       VALUES ((SELECT id FROM companies WHERE code = 'STRAITS'), $1, $2, 1000, $3, 'Completed', $4, $5, $6,
               (SELECT id FROM users WHERE user_name = 'customer'), $4, $4)`,
      [d.barges.star1, product, actual, new Date(t.clock.now.getTime() - daysAgo * DAY), justification, hidden],
    );
  await add(d.products.mgo, 1003, 2, null); // +0.3 %: within the threshold
  await add(d.products.mgo, 990, 3, 'Shore tank recalibrated'); // −1 %: beyond, explained
  await add(d.products.vlsfo, 1012.5, 4, null); // +1.25 %: beyond
  await add(d.products.vlsfo, 900, 5, null, true); // hidden from the terminal: left out
  await add(d.products.vlsfo, 800, 60, null); // before the period
  // The +1.25 % call's statement of facts, as its service leaves the nomination's actual times:
  // arrived, 2.5 h waiting to all fast, pumping, cast off 5.75 h after all fast (issue 33).
  await t.asOwner(
    `UPDATE nominations SET actual_arrived_at = $1, actual_all_fast_at = $2, actual_commenced_at = $3,
                            actual_completed_at = $4, actual_cast_off_at = $5
      WHERE actual_quantity = 1012.5`,
    SOF_TIMES.map((h) => new Date(sofBase() + h * HOUR)),
  );
  // Its laytime in two versions (issue 34): the sheet shows the latest.
  await t.asOwner(
    `INSERT INTO laytime_results (nomination_id, version, reason, allowed_minutes, used_minutes, excluded_minutes,
                                  terminal_delay_minutes, over_minutes, saved_minutes, overstay_minutes, basis, lines,
                                  computed_at)
     SELECT id, v.version, v.reason, v.allowed, v.used, 0, v.delay, v.over, 0, v.over, '{}', '[]', now()
       FROM nominations, (VALUES (1, 'completed', 180, 400, 20, 220), (2, 'corrected', 182, 425, 35, 243))
            AS v(version, reason, allowed, used, delay, over)
      WHERE actual_quantity = 1012.5`,
  );
});

/** The actual times' offsets in hours from a whole minute ten hours before the call completed. */
const SOF_TIMES = [0, 2.5, 3.25, 6.5, 8.25];
const sofBase = () => Math.floor((t.clock.now.getTime() - 4 * DAY) / MINUTE) * MINUTE - 10 * HOUR;

async function download(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/excel/variance?${query}`,
    headers: { authorization: `Bearer ${logistics}` },
  });
  return res;
}

describe('the variance report', () => {
  it('lists every completed nomination of the period with its figures, and sums them per customer and product', async () => {
    const to = terminalDay(t.clock.now, 'Asia/Singapore');
    const from = terminalDay(new Date(t.clock.now.getTime() - 10 * DAY), 'Asia/Singapore');
    const res = await download(`from=${from}&to=${to}&lang=zh`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="variance-${from}-${to}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('差异')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '提名',
      '完成时间',
      '客户',
      '驳船',
      '产品',
      '提名数量（吨）',
      '实际数量（吨）',
      '差异（吨）',
      '差异（%）',
      '超出阈值',
      '说明',
      '抵达 / 递交准备就绪通知书',
      '系泊完毕',
      '开始泵送',
      '泵送完毕',
      '解缆离泊',
      '等待（小时）',
      '靠泊时长（小时）',
      '允许装卸时间（小时）',
      '已用装卸时间（小时）',
      '超时（小时）',
      '节省时间（小时）',
      '码头延误（小时）',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(4);
    // Oldest first: five, four… days ago; the hidden one is not there.
    const rows = [2, 3, 4].map((i) => sheet.getRow(i));
    expect(rows.map((r) => r.getCell(7).value)).toEqual([1012.5, 990, 1003]);
    expect(rows.map((r) => r.getCell(9).value)).toEqual([1.25, -1, 0.3]);
    expect(rows.map((r) => r.getCell(10).value)).toEqual(['是', '是', '否']);
    expect(rows[1]!.getCell(11).value).toBe('Shore tank recalibrated');
    expect(typeof rows[0]!.getCell(1).value).toBe('number');
    // The terminal's wall time (Singapore, UTC+8) as Excel keeps it, with the spec's format.
    const completed = rows[0]!.getCell(2);
    expect(completed.value).toBeInstanceOf(Date);
    expect(completed.numFmt).toBe('dd/mm/yyyy hh:mm');
    const at = new Date(t.clock.now.getTime() - 4 * DAY);
    expect((completed.value as Date).getTime() - Math.floor(at.getTime() / MINUTE) * MINUTE).toBe(8 * HOUR);
    // The statement of facts' actual times, in the terminal's wall time as dates, and the hours waiting and alongside.
    const times = [12, 13, 14, 15, 16].map((c) => rows[0]!.getCell(c));
    expect(times.map((c) => (c.value as Date).getTime() - 8 * HOUR)).toEqual(
      SOF_TIMES.map((h) => sofBase() + h * HOUR),
    );
    expect(times.map((c) => c.numFmt)).toEqual(Array(5).fill('dd/mm/yyyy hh:mm'));
    expect([rows[0]!.getCell(17).value, rows[0]!.getCell(18).value]).toEqual([2.5, 5.75]);
    expect(rows[0]!.getCell(17).numFmt).toBe('0.00');
    // A call with no statement of facts leaves them empty.
    expect([12, 13, 14, 15, 16, 17, 18].map((c) => rows[1]!.getCell(c).value)).toEqual(Array(7).fill(null));
    // The latest laytime version's minutes as hours to the hundredth, half up; none: empty.
    const laytime = [19, 20, 21, 22, 23];
    expect(laytime.map((c) => rows[0]!.getCell(c).value)).toEqual([3.03, 7.08, 4.05, 0, 0.58]);
    expect(rows[0]!.getCell(21).numFmt).toBe('0.00');
    expect(laytime.map((c) => rows[1]!.getCell(c).value)).toEqual(Array(5).fill(null));

    const summary = book.getWorksheet('汇总')!;
    const lines = [2, 3, 4].map((i) => summary.getRow(i).values as unknown[]);
    expect(lines[0]!.slice(3)).toEqual([2, 2000, 1993, -7, -0.35, 1]);
    expect(lines[1]!.slice(3)).toEqual([1, 1000, 1012.5, 12.5, 1.25, 1]);
    expect(lines[2]!.slice(1)).toEqual(['合计', undefined, 3, 3000, 3005.5, 5.5, 0.183, 2]);
  });

  it('writes English headers by default and refuses a period backwards, too long, or to those without the menu', async () => {
    const res = await download('from=2026-01-01&to=2026-01-02');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Variance')!.getRow(1).getCell(7).value).toBe('Actual (t)');
    expect(book.getWorksheet('Variance')!.getRow(1).getCell(12).value).toBe('Arrived / NOR');
    expect(book.getWorksheet('Variance')!.getRow(1).getCell(18).value).toBe('Alongside (h)');
    expect(book.getWorksheet('Variance')!.getRow(1).getCell(21).value).toBe('Time over (h)');
    expect(book.getWorksheet('Variance')!.getRow(1).getCell(23).value).toBe("Terminal's delay (h)");
    expect((await download('from=2026-02-02&to=2026-02-01')).statusCode).toBe(400);
    expect((await download('from=2024-01-01&to=2026-02-01')).statusCode).toBe(400);
    const customer = await t.login('customer');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/excel/variance?from=2026-01-01&to=2026-01-02',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
