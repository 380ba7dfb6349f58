import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, typeIntoPicker, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { tokens, type Demo, type Tokens } from '../support/nominations.js';
import { ago, bookedCall, FULL_CALL, readSof, recorded } from '../support/sof.js';
import { formatTerminalDateTime } from '../../contract/datetime.js';
import type { SofRecord } from '../../contract/schemas/portCall.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';
import { HOUR, MINUTE } from '../../contract/time.js';

/**
 * Issue 33's story in Chromium: the barge tenders NOR on a phone, the loading master records the
 * call and runs the safety checklist with the barge, pumping stops for the weather, a time is
 * corrected, both sign the statement of facts, and the dashboard's port call figures move.
 */
let t: TestApp;
let base: string;
let app: BrowserApp;
let d: Demo;
let k: Tokens;
/** The story's start: the app's clock, a whole minute (times typed in pickers have no seconds). */
let t0 = 0;
test.beforeAll(async ({ site, demo }) => {
  app = site;
  ({ t, base } = site);
  d = demo;
  // The story runs four hours back, so that every time it records lies in the browser's past and
  // the dashboard's "last 30 days" (counted to the browser's today) holds it at any hour of the day.
  t0 = Math.floor((Date.now() - 4 * HOUR) / MINUTE) * MINUTE;
  t.clock.now = new Date(t0);
  k = await tokens(t);
});

const PHONE = { width: 390, height: 844 };
const typed = (ms: number) => formatTerminalDateTime(new Date(ms));
/** Moves the app's clock on (less than the sessions' 30 idle minutes at a time). */
const advance = (minutes: number) => t.clock.advance(minutes * MINUTE);
// A token of its own each time: the story's clock outruns a session's idle minutes.
const sofOf = async (id: number) => (await readSof(t, await t.login('loadingmaster'), id)).body.data as SofRecord;

async function openTab(page: Page, id: number, tab: 'Statement of facts' | 'Safety checklist') {
  await page.goto(`${base}/barging/index/${id}`);
  await page.getByRole('tab', { name: tab }).click();
}

/** The barge on its phone, signed in at the call's record with its statement of facts open. */
async function bargeAtFacts(id: number): Promise<Page> {
  const page = await signedIn(app, 'barge', { ...PHONE, at: `/barging/index/${id}` });
  await page.getByRole('tab', { name: 'Statement of facts' }).click();
  return page;
}

/** The "record now" button of an event. */
const nowButton = (page: Page, event: string) => page.getByRole('button', { name: `${event} Record now` });

async function recordNow(page: Page, event: string, testId: string) {
  await nowButton(page, event).click();
  await page
    .getByText(new RegExp(`^"${event}" recorded at `))
    .first()
    .waitFor();
  await page.getByTestId(`sof-row-${testId}`).waitFor();
}

/** Answers "Yes" to every item of a part for the page's side, one after the other, then signs it. */
async function answerAndSign(page: Page, part: string, sign: 'Sign for the terminal' | 'Sign for the barge') {
  const card = page.getByRole('region', { name: part, exact: true });
  const items = card.getByRole('group');
  await items.first().waitFor();
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const yes = items.nth(i).getByRole('button', { name: 'Yes', exact: true });
    await yes.click();
    await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('true');
  }
  await card.getByRole('button', { name: sign }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page
    .getByText(new RegExp(`^"${part}" signed for the `))
    .first()
    .waitFor();
}

/**
 * An earlier call through the API, FULL_CALL's times (1 h waiting, 7 h alongside); both sides'
 * before-transfer signatures written directly between hoses connected and commenced pumping.
 */
async function earlierCall(): Promise<SofRecord> {
  const { id } = await bookedCall(t, d, k);
  let out: SofRecord | undefined;
  for (const [event, minutes, extra] of FULL_CALL) {
    if (event === 'commencedPumping')
      await t.asOwner(
        `INSERT INTO checklist_signatures (nomination_id, part, round, side, user_id, user_name, at)
         SELECT $1, 'beforeTransfer', 0, s.side, u.id, u.nick_name, $2
         FROM (VALUES ('terminal', 'loadingmaster'), ('barge', 'barge')) AS s(side, login)
         JOIN users u ON u.user_name = s.login`,
        [id, ago(t, minutes + 10)],
      );
    out = await recorded(t, k.loading, id, { event, at: ago(t, minutes), ...extra });
  }
  return out!;
}

/** The port call figures the dashboard shows terminal logistics: calls, and waiting and alongside in hours. */
async function dashboardFigures(shot: string) {
  const page = await signedIn(app, 'logistics', { at: '/dashboard/index' });
  // The terminal's berthings (calls all fast) and waiting are the cards at the top; the port calls'
  // section adds time alongside (walk 33: each figure shown once).
  const figure = async (testId: string) => {
    const text = (await page.getByTestId(`figure-${testId}`).textContent()) ?? '';
    return Number.parseFloat(text.replace(/,/g, ''));
  };
  await page.getByTestId('figure-portCalls-alongside').waitFor();
  const out = {
    calls: await figure('berthings'),
    waiting: await figure('waiting'),
    alongside: await figure('portCalls-alongside'),
  };
  await page.getByTestId('port-calls').screenshot({ path: `${SHOTS}/${shot}.png` });
  await page.context().close();
  return out;
}

async function signDocument(page: Page, name: string) {
  await page.getByRole('link', { name: /^Open SOF-/ }).click();
  await page.getByTestId('sign-document').click();
  await page.getByRole('tab', { name: 'Type' }).click();
  await page.getByTestId('typed-name').fill(name);
  await page.getByTestId('sign-confirm').click();
  await page
    .getByText(/ signed$/)
    .first()
    .waitFor();
}

// Two users, three parts of a checklist and a dozen steps: longer than a story of one screen.
describe('a port call, in Chromium', () => {
  it('is recorded from NOR to cast off by the barge and the loading master, signed by both, and counted on the dashboard', async () => {
    // An earlier call (arrived 10 h before the story, 1 h waiting, 7 h alongside) gives the figures a start.
    const past = await earlierCall();
    const before = await dashboardFigures('port-call-dashboard-before');
    expect(before.calls).toBeGreaterThanOrEqual(1);
    const n = await bookedCall(t, d, k);

    // 1. The loading master has the call open; the barge, on its phone, tenders NOR now.
    const streams = t.app.notificationHub.size;
    const loading = await signedIn(app, 'loadingmaster', { at: `/barging/index/${n.id}` });
    await expect.poll(() => t.app.notificationHub.size, { timeout: 10_000 }).toBeGreaterThan(streams);
    const barge = await bargeAtFacts(n.id);
    await recordNow(barge, 'Arrived / NOR tendered', 'arrived');
    expect(await barge.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await barge.screenshot({ path: `${SHOTS}/port-call-arrived-phone.png`, fullPage: true });
    await expect
      .poll(() => loading.getByTestId('live-notice').first().textContent())
      .toContain(`Harbour Star 1 has arrived and tendered notice of readiness for Barging Nomination #${n.id}`);

    // 2. All fast ten minutes after arrival, typed in the picker; hoses connected now.
    advance(20);
    await loading.getByRole('tab', { name: 'Statement of facts' }).click();
    await loading.getByRole('button', { name: 'Record "All fast" at another time' }).click();
    const dialog = loading.getByRole('dialog');
    await typeIntoPicker(dialog.getByRole('group', { name: /^Time/ }), typed(t0 + 10 * MINUTE));
    await dialog.getByRole('button', { name: 'Record' }).click();
    await loading
      .getByTestId('sof-row-allFast')
      .getByText(typed(t0 + 10 * MINUTE), { exact: true })
      .waitFor();
    await recordNow(loading, 'Hoses connected', 'hosesConnected');
    // Commenced pumping waits for the checklist, the rule written under the button.
    const commence = nowButton(loading, 'Commenced pumping');
    expect(await commence.isDisabled()).toBe(true);
    const gateRule = 'Commenced pumping needs the before-transfer checklist signed by both sides';
    expect(
      await commence.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toBe(gateRule);
    await loading.screenshot({ path: `${SHOTS}/port-call-gate-closed.png`, fullPage: true });

    // The terminal's side of the three parts done once, each signed; then the barge's before transfer.
    await loading.getByRole('tab', { name: 'Safety checklist' }).click();
    for (const part of ['Before arrival', 'After mooring', 'Before transfer'])
      await answerAndSign(loading, part, 'Sign for the terminal');
    await loading.getByTestId('checklist-gate').getByText(gateRule).waitFor();
    await openTab(barge, n.id, 'Safety checklist');
    await answerAndSign(barge, 'Before transfer', 'Sign for the barge');
    await barge.getByTestId('checklist-gate').getByText('Commenced pumping allowed').waitFor();
    await barge
      .getByTestId('signature-beforeTransfer-0-terminal')
      .getByText(/^Terminal: /)
      .waitFor();
    expect(await barge.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await barge.screenshot({ path: `${SHOTS}/port-call-checklist-phone.png`, fullPage: true });
    await barge.context().close();

    // The gate is open for the loading master too.
    await openTab(loading, n.id, 'Safety checklist');
    await loading.getByTestId('checklist-gate').getByText('Commenced pumping allowed').waitFor();

    // 3. Pumping, a stop for the weather, resumed, completed, hoses off, cast off.
    await openTab(loading, n.id, 'Statement of facts');
    await loading.getByTestId('sof-row-checklistCompleted').waitFor();
    advance(20);
    await recordNow(loading, 'Commenced pumping', 'commencedPumping');
    advance(15);
    await nowButton(loading, 'Stopped pumping').click();
    await dialog.getByRole('radio', { name: 'Weather' }).check();
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Squall over the berth');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await loading.getByTestId('sof-row-stoppedPumping').getByText('Cause: Weather · Squall over the berth').waitFor();
    advance(15);
    await recordNow(loading, 'Resumed pumping', 'resumedPumping');
    advance(20);
    await recordNow(loading, 'Completed pumping', 'completedPumping');
    advance(10);
    await recordNow(loading, 'Hoses disconnected', 'hosesDisconnected');
    advance(10);
    await recordNow(loading, 'Cast off', 'castOff');

    // Hoses disconnected corrected five minutes earlier, with the reason; the old time struck through.
    const hoses = loading.getByTestId('sof-row-hosesDisconnected');
    const wrong = typed(t0 + 100 * MINUTE);
    await hoses.getByRole('button', { name: 'Correct' }).click();
    await typeIntoPicker(dialog.getByRole('group', { name: /^New time/ }), typed(t0 + 95 * MINUTE));
    await dialog.getByRole('textbox', { name: 'Reason for the correction' }).fill('Typed from the hose log');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await hoses.getByText('Corrected: Typed from the hose log').waitFor();
    await hoses.getByText(typed(t0 + 95 * MINUTE), { exact: true }).waitFor();
    const struck = hoses.getByText(wrong, { exact: true });
    expect(await struck.evaluate((e) => getComputedStyle(e).textDecorationLine)).toContain('line-through');
    await loading.screenshot({ path: `${SHOTS}/port-call-sof.png`, fullPage: true });

    const sof = await sofOf(n.id);
    expect(sof.progress).toBe('castOff');
    expect(sof.actuals).toMatchObject({
      arrivedAt: new Date(t0).toISOString(),
      allFastAt: new Date(t0 + 10 * MINUTE).toISOString(),
      commencedAt: new Date(t0 + 40 * MINUTE).toISOString(),
      completedAt: new Date(t0 + 90 * MINUTE).toISOString(),
      castOffAt: new Date(t0 + 110 * MINUTE).toISOString(),
    });
    // 50 minutes commenced to completed, less the 15 minutes stopped.
    expect(sof.actuals.pumpingHours).toBeCloseTo(35 / 60, 2);
    const stops = sof.events.filter((e) => e.current && e.event === 'stoppedPumping');
    expect(stops.map((e) => [e.cause, e.reason])).toEqual([['weather', 'Squall over the berth']]);

    // 4. The statement of facts document: the loading master signs, then the barge on its phone.
    const doc = sof.document!;
    expect(doc.number).toMatch(/^SOF-/);
    await loading.getByRole('link', { name: `Open ${doc.number}` }).waitFor();
    await signDocument(loading, 'Ong Boon Keat');
    const docOf = async () =>
      t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${doc.id}`, token: await t.login('logistics') });
    expect((await docOf()).status).not.toBe('Signed');
    await loading.context().close();

    const phone = await bargeAtFacts(n.id);
    await signDocument(phone, 'Captain Lim');
    expect((await docOf()).status).toBe('Signed');
    await openTab(phone, n.id, 'Statement of facts');
    await phone.getByText('The statement of facts is signed; it cannot change').waitFor();
    await phone.getByRole('link', { name: `Open ${doc.number}` }).waitFor();
    await phone.getByText('Signed', { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.screenshot({ path: `${SHOTS}/port-call-sof-signed-phone.png`, fullPage: true });
    expect((await sofOf(n.id)).progress).toBe('signed');
    await phone.context().close();

    // 5. One more call on the dashboard; waiting and alongside move towards this call's own figures.
    const after = await dashboardFigures('port-call-dashboard-after');
    expect(after.calls).toBe(before.calls + 1);
    const mine = sof.actuals;
    expect(mine.waitingHours).toBeCloseTo(10 / 60, 2);
    expect(mine.alongsideHours).toBeCloseTo(100 / 60, 2);
    // The earlier call waited 1 h and lay alongside 7 h: this shorter call pulls both averages down.
    expect(past.actuals.waitingHours).toBeGreaterThan(mine.waitingHours!);
    expect(past.actuals.alongsideHours).toBeGreaterThan(mine.alongsideHours!);
    expect(before.waiting).toBeGreaterThan(mine.waitingHours!);
    expect(before.alongside).toBeGreaterThan(mine.alongsideHours!);
    expect(after.waiting).toBeLessThan(before.waiting);
    expect(after.alongside).toBeLessThan(before.alongside);
  }, 300_000);
});
