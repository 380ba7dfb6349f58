import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, typeIntoPicker, type BrowserApp, storeLocale } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { signedCq } from '../support/documents.js';
import { addDays, formatDay, terminalDay } from '../../contract/datetime.js';
import { HOUR } from '../../contract/time.js';

/**
 * Issue 17's pilotage story in Chromium: a booked nomination's jobs planned on the timeline (one
 * row refusing with its rule shown before the click), the pilot on a phone confirming, starting
 * and completing, the head of pilot exporting the jobs.
 */
let t: TestApp;
let base: string;
let app: BrowserApp;
let d: Demo;
let k: Tokens;
const ids: Record<string, number> = {};
let bookedId = 0;
test.beforeAll(async ({ site, demo, tokens }) => {
  app = site;
  ({ t, base } = site);
  d = demo;
  k = tokens;
  const head = await t.login('headpilot');
  for (const [name, kind] of [
    ['Capt. Busy Bee', 'pilot'],
    ['Capt. Rajesh Kumar', 'pilot'],
    ['PSA Tug Sentosa', 'tug'],
  ] as const)
    ids[name] = (
      await t.ok<{ id: number }>({ method: 'POST', url: '/api/pilots', token: head, payload: { name, kind } })
    ).id;
  const [pilotUser] = await t.asOwner<{ id: number }>(`SELECT id FROM users WHERE user_name = 'pilot'`);
  await t.ok({
    method: 'PUT',
    url: '/api/system/user',
    token: k.logistics,
    payload: { userId: pilotUser!.id, pilotId: ids['Capt. Rajesh Kumar'] },
  });
});

const wide = async (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('pilotage, in Chromium', () => {
  it('plans a booked nomination, refuses a busy pilot with the rule, and the pilot completes the job on a phone', async () => {
    // Two nominations berthing in the same hour; the busy pilot takes the first one's berthing.
    const first = await nominationAt(t, d, k, 'Booked', {}, { hours: 3, berth: 'J1-A' });
    const second = await nominationAt(t, d, k, 'Booked', {}, { hours: 3.25, berth: 'J1-B' });
    bookedId = second.id;
    const [busyJob] = await t.asOwner<{ id: number }>(
      `SELECT id FROM pilot_jobs WHERE nomination_id = $1 AND movement = 'berthing'`,
      [first.id],
    );
    await t.ok({
      method: 'PUT',
      url: `/api/pilotage/jobs/${busyJob!.id}/assign`,
      token: k.logistics,
      payload: { pilotId: ids['Capt. Busy Bee'], tugIds: [] },
    });
    const [job] = await t.asOwner<{ id: number }>(
      `SELECT id FROM pilot_jobs WHERE nomination_id = $1 AND movement = 'berthing'`,
      [second.id],
    );

    const page = await signedIn(app, 'logistics', { at: '/pilotagePlanning/index' });
    await page.locator(`[data-testid=open-jobs] [data-job="${job!.id}"]`).click();
    const busy = page.locator(`[data-lane="pilot-${ids['Capt. Busy Bee']}"]`);
    // The verdict is on the row before any click: the rule, in words.
    await page
      .getByText(/Capt\. Busy Bee is on job #\d+/)
      .first()
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/pilotage-planning-refusal.png` });
    await busy.click();
    await page
      .getByText(/Capt\. Busy Bee is on job #/)
      .last()
      .waitFor();
    const [still] = await t.asOwner<{ pilot_id: number | null }>(`SELECT pilot_id FROM pilot_jobs WHERE id = $1`, [
      job!.id,
    ]);
    expect(still!.pilot_id).toBeNull();

    await page.locator(`[data-lane="pilot-${ids['Capt. Rajesh Kumar']}"]`).click();
    await page.getByText(`Job #${job!.id}: Capt. Rajesh Kumar assigned`).waitFor();
    await page.locator(`[data-lane="tug-${ids['PSA Tug Sentosa']}"]`).click();
    await page.getByText(`Job #${job!.id}: tug PSA Tug Sentosa added`).waitFor();
    const [planned] = await t.asOwner<{ pilot_id: number; tugs: number }>(
      `SELECT pilot_id, (SELECT count(*)::int FROM pilot_job_tugs WHERE job_id = j.id) AS tugs FROM pilot_jobs j WHERE id = $1`,
      [job!.id],
    );
    expect(planned).toEqual({ pilot_id: ids['Capt. Rajesh Kumar'], tugs: 1 });
    await page.screenshot({ path: `${SHOTS}/pilotage-planning.png`, fullPage: true });

    // A shifting job by hand for the same nomination, then cancelled with a reason.
    await page.getByRole('button', { name: 'Add a shifting job' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'To' }).fill('J1-A');
    await page.getByRole('dialog').getByRole('button', { name: 'Add a shifting job' }).click();
    await page.getByText(/Shifting job #\d+ added to nomination #/).waitFor();
    const [shifting] = await t.asOwner<{ id: number; from_place: string; to_place: string }>(
      `SELECT id, from_place, to_place FROM pilot_jobs WHERE nomination_id = $1 AND movement = 'shifting'`,
      [second.id],
    );
    expect(shifting).toMatchObject({ from_place: 'J1-B', to_place: 'J1-A' });
    await page.locator(`[data-testid=open-jobs] [data-job="${shifting!.id}"]`).click();
    await page.getByRole('button', { name: 'Cancel the job' }).click();
    await page.getByTestId('reason-input').fill('Berth swap no longer needed');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Job cancelled').waitFor();
    const [cancelled] = await t.asOwner<{ status: string }>(`SELECT status FROM pilot_jobs WHERE id = $1`, [
      shifting!.id,
    ]);
    expect(cancelled!.status).toBe('Cancelled');

    // The pilot, on a phone: its own jobs, confirm, start, complete.
    const phone = await signedIn(app, 'pilot', { width: 390, height: 844 });
    await phone.waitForURL(/\/pilot\/index/);
    const [when] = await t.asOwner<{ at: Date }>(`SELECT required_at AS at FROM pilot_jobs WHERE id = $1`, [job!.id]);
    // Today's tab holds it unless the job falls on the terminal's next day.
    if (terminalDay(when!.at, 'Asia/Singapore') !== terminalDay(t.clock.now, 'Asia/Singapore'))
      await phone.getByRole('tab', { name: 'Upcoming' }).click();
    const card = phone.locator(`[data-job="${job!.id}"]`);
    await card.waitFor({ timeout: 8000 }).catch(async (e: unknown) => {
      await phone.screenshot({ path: `${SHOTS}/pilot-jobs-missing.png` });
      throw e;
    });
    expect(await phone.locator('[data-job]').count()).toBe(1);
    await card.getByTestId('waiting-on').getByText('Waiting for Capt. Rajesh Kumar to confirm').waitFor();
    expect(await wide(phone)).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/pilot-jobs-phone.png` });
    await card.getByRole('button', { name: 'Confirm' }).click();
    await phone.getByText(`Job #${job!.id} confirmed`).waitFor();
    await card.getByRole('button', { name: 'Start' }).click();
    await phone.getByText(`Job #${job!.id} started`).waitFor();
    await card.getByRole('button', { name: 'Complete' }).click();
    await phone.getByRole('button', { name: 'Complete the job' }).click();
    await phone.getByText(`Job #${job!.id} completed`).waitFor();
    const [done] = await t.asOwner<{ status: string; actual_end: Date | null }>(
      `SELECT status, actual_end FROM pilot_jobs WHERE id = $1`,
      [job!.id],
    );
    expect(done!.status).toBe('Completed');
    expect(done!.actual_end).not.toBeNull();

    await storeLocale(phone, 'zh');
    await phone.goto(`${base}/pilot/index`);
    await phone.getByRole('tab', { name: '即将进行' }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/pilot-jobs-phone-zh.png` });

    const zh = await signedIn(app, 'logistics', {
      width: 390,
      height: 844,
      locale: 'zh',
      at: '/pilotagePlanning/index',
    });
    await zh.getByRole('button', { name: '自动分配所示日期' }).waitFor();
    expect(await wide(zh)).toBe(true);
    await zh.screenshot({ path: `${SHOTS}/pilotage-planning-phone-zh.png`, fullPage: true });
    for (const p of [page, phone, zh]) await p.context().close();
  });

  it('lets the head of pilot dispatch from the Pilot Jobs screen: assign with the verdicts, then auto-assign the days', async () => {
    // Two berthings in the same hour tomorrow or so; the busy pilot is on the first one.
    const first = await nominationAt(t, d, k, 'Booked', {}, { hours: 20, berth: 'J1-A' });
    const second = await nominationAt(t, d, k, 'Booked', {}, { hours: 20.25, berth: 'J1-B' });
    const berthingOf = async (id: number) =>
      (
        await t.asOwner<{ id: number }>(
          `SELECT id FROM pilot_jobs WHERE nomination_id = $1 AND movement = 'berthing'`,
          [id],
        )
      )[0]!.id;
    const busyJob = await berthingOf(first.id);
    const job = await berthingOf(second.id);
    await t.ok({
      method: 'PUT',
      url: `/api/pilotage/jobs/${busyJob}/assign`,
      token: k.logistics,
      payload: { pilotId: ids['Capt. Busy Bee'], tugIds: [] },
    });

    const page = await signedIn(app, 'headpilot', { at: '/pilot/index' });
    // The head of pilot opens on Dispatch: every job of today and tomorrow, each open one with Assign.
    await page.getByRole('tab', { name: 'Dispatch', selected: true }).waitFor();
    const card = page.getByTestId('dispatch').locator(`[data-job="${job}"]`);
    await card.getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByTestId('assign-dialog');
    // The busy pilot is offered disabled, with the planner's rule in words, before any choice.
    const busy = dialog.locator(`[data-option="pilot-${ids['Capt. Busy Bee']}"]`);
    await busy.getByText(new RegExp(`Capt\\. Busy Bee is on job #${busyJob}`)).waitFor();
    expect(await busy.getByRole('radio').isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: /Capt\. Rajesh Kumar/ }).check();
    await dialog.getByRole('checkbox', { name: /PSA Tug Sentosa/ }).check();
    await page.screenshot({ path: `${SHOTS}/pilot-dispatch-assign.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Job #${job}: Capt. Rajesh Kumar and the tugs chosen are on it`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [planned] = await t.asOwner<{ pilot_id: number; tugs: number[] }>(
      `SELECT pilot_id, ARRAY(SELECT tug_id FROM pilot_job_tugs WHERE job_id = j.id) AS tugs FROM pilot_jobs j WHERE id = $1`,
      [job],
    );
    expect(planned).toEqual({ pilot_id: ids['Capt. Rajesh Kumar'], tugs: [ids['PSA Tug Sentosa']] });
    await card.getByText('Waiting for Capt. Rajesh Kumar to confirm').waitFor();

    // Auto-assign the shown days: the proposal first, then accepted, each assignment under the head of pilot's name.
    await page.getByTestId('auto-assign').click();
    const proposal = page.getByTestId('proposal');
    await proposal.getByText(/Proposal for/).waitFor();
    const proposed = await proposal.locator('[data-proposal]').count();
    expect(proposed).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/pilot-dispatch-proposal.png` });
    await proposal.getByRole('button', { name: 'Accept all' }).click();
    await page.getByText(`${proposed} jobs staffed`).waitFor();
    const [audit] = await t.asOwner<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'autoAssignPilots' AND user_name = 'headpilot'`,
    );
    expect(audit!.n).toBe(proposed);
    await page.screenshot({ path: `${SHOTS}/pilot-dispatch.png`, fullPage: true });

    // A pilot has no Dispatch tab.
    const pilot = await signedIn(app, 'pilot', { width: 390, height: 844 });
    await pilot.getByRole('tab', { name: 'Today' }).waitFor();
    expect(await pilot.getByRole('tab', { name: 'Dispatch' }).count()).toBe(0);
    for (const p of [page, pilot]) await p.context().close();
  });

  it('lets the head of pilot export every job as .xlsx', async () => {
    const page = await signedIn(app, 'headpilot', { at: '/excel/pilot/index' });
    const today = terminalDay(t.clock.now, 'Asia/Singapore');
    await typeIntoPicker(page.getByRole('group', { name: /^From/ }), formatDay(addDays(today, -1)));
    await typeIntoPicker(page.getByRole('group', { name: /^To/ }), formatDay(addDays(today, 2)));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .xlsx' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`pilot-jobs-${addDays(today, -1)}-${addDays(today, 2)}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Pilot jobs')!;
    const pilots = sheet.getRows(2, sheet.rowCount - 2)!.map((r) => r.getCell(10).value);
    expect(pilots).toContain('Capt. Rajesh Kumar');
    expect(pilots).toContain('Capt. Busy Bee');
    await page.screenshot({ path: `${SHOTS}/pilot-export.png` });
    await page.context().close();
  });

  it('after completion logistics approves the billing record and exports the month; the dashboard counts it', async () => {
    await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${bookedId}`, token: k.loading });
    await signedCq(t, k, bookedId, 1002);
    // The call is over only once the barge has left: its unberthing is still ahead, so the completion
    // is refused, naming it (issue 31 point 10) ...
    const [unberthing] = await t.asOwner<{ id: number }>(
      `SELECT id FROM pilot_jobs WHERE nomination_id = $1 AND movement = 'unberthing'`,
      [bookedId],
    );
    const early = await t.call({
      method: 'POST',
      url: `/api/jput/nomination/complete/${bookedId}`,
      token: k.logistics,
    });
    expect(early.status).toBe(409);
    expect(early.body.msg).toMatch(new RegExp(`^Pilot job #${unberthing!.id} \\(unberthing\\) is required at `));
    // ... until a pilot and tug of their own (the others may be on the nearby jobs) take the barge out.
    const head = await t.login('headpilot');
    const crew = {
      pilotId: (
        await t.ok<{ id: number }>({
          method: 'POST',
          url: '/api/pilots',
          token: head,
          payload: { name: 'Capt. Lim Wei', kind: 'pilot' },
        })
      ).id,
      tugIds: [
        (
          await t.ok<{ id: number }>({
            method: 'POST',
            url: '/api/pilots',
            token: head,
            payload: { name: 'PSA Tug Bukom', kind: 'tug' },
          })
        ).id,
      ],
    };
    await t.ok({ method: 'PUT', url: `/api/pilotage/jobs/${unberthing!.id}/assign`, token: head, payload: crew });
    const step = (name: string, payload: object = {}) =>
      t.ok({ method: 'POST', url: `/api/pilot-jobs/${unberthing!.id}/${name}`, token: head, payload });
    await step('start');
    await step('complete', { actualEnd: new Date(t.clock.now.getTime() + HOUR).toISOString() });
    await t.ok({ method: 'POST', url: `/api/jput/nomination/complete/${bookedId}`, token: k.logistics });
    const [record] = await t.asOwner<{ id: number; total: number }>(
      `SELECT id, total::float AS total FROM billing_records WHERE nomination_id = $1`,
      [bookedId],
    );
    // 2 h at 350, 1002 t at 1.2, and both pilot jobs done, each at 450 with its tug at 800.
    expect(record!.total).toBe(700 + 1202.4 + 2 * (450 + 800));

    const page = await signedIn(app, 'logistics', { at: '/billing-record/index' });
    await page.locator(`[data-record="${record!.id}"]`).click();
    await page.getByTestId('billing-total').getByText('SGD 4,402.40').waitFor();
    // The dialog's fade-in, for the picture only.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/billing-record.png` });
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(`Approve record #${record!.id}?`).waitFor();
    await page.getByRole('dialog').last().getByRole('button', { name: 'Approve' }).click();
    await page.getByText(`Record #${record!.id} approved`).waitFor();
    const [approved] = await t.asOwner<{ status: string }>(`SELECT status FROM billing_records WHERE id = $1`, [
      record!.id,
    ]);
    expect(approved!.status).toBe('Approved');
    // The record now says who acts next, and closes to the list.
    // It is invoiced on the Invoices screen, with its preview; the waiting-on line links there (review 34 #2).
    await page
      .getByTestId('waiting-on')
      .getByRole('link', { name: 'Waiting to be invoiced on the Invoices screen' })
      .waitFor();
    expect(await page.getByRole('button', { name: /invoiced/i }).count()).toBe(0);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export the month (.xlsx)' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Billing')!;
    const row = sheet.getRows(2, sheet.rowCount - 2)!.find((r) => r.getCell(1).value === record!.id)!;
    expect(row.getCell(12).value).toBe(4402.4);
    await page.screenshot({ path: `${SHOTS}/billing-records.png` });

    await page.goto(`${base}/dashboard/index`);
    // The completed nomination's actual tonnes are in the period's completed tonnes by product.
    await page.getByTestId('dashboard').getByText('Completed, last 30 days: tonnes by product').waitFor();
    await page.getByTestId('dashboard').getByText('1,002 t').waitFor();
    await page.screenshot({ path: `${SHOTS}/dashboard-after-pilotage.png`, fullPage: true });

    const phone = await signedIn(app, 'logistics', {
      width: 390,
      height: 844,
      locale: 'zh',
      at: '/billing-record/index',
    });
    await phone.locator(`[data-record="${record!.id}"]`).waitFor();
    expect(await wide(phone)).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/billing-records-phone-zh.png` });
    // The record on a phone: full screen, each line its charge and amount, nothing scrolled sideways (review 34 #3).
    await phone.locator(`[data-record="${record!.id}"]`).click();
    const sheet390 = phone.getByRole('dialog');
    await sheet390.getByTestId('billing-total').getByText('SGD 4,402.40').waitFor();
    expect(await sheet390.evaluate((d) => d.getBoundingClientRect().width)).toBe(390);
    const clipped = await sheet390.evaluate((d) =>
      [d, ...d.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
    );
    expect(clipped).toEqual([]);
    // The dialog's fade-in, for the picture only.
    await phone.waitForTimeout(400);
    await phone.screenshot({ path: `${SHOTS}/billing-record-phone-zh.png` });
    for (const p of [page, phone]) await p.context().close();
  });
});
