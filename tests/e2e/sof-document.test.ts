import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { SHOTS, signedIn, type BrowserApp } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { demoIds, nominationAt, tokens, type Tokens } from '../support/nominations.js';
import { recordUpTo } from '../support/sof.js';
import type { DocumentRecord } from '../../contract/schemas/documents.js';

let t: TestApp;
let app: BrowserApp;
let k: Tokens;
test.beforeAll(async ({ site }) => {
  app = site;
  ({ t } = site);
  k = await tokens(t);
});

const docOf = (id: number) => t.ok<DocumentRecord>({ method: 'GET', url: `/api/documents/${id}`, token: k.logistics });

describe('the statement of facts on the barge’s phone', () => {
  it('is found from the nomination, read and signed at 390 px, without sideways scrolling', async () => {
    const d = await demoIds(t);
    const n = await nominationAt(t, d, k, 'Booked', {}, { berth: 'J1-B', hours: 900 });
    await t.asOwner(`UPDATE nominations SET created_at = created_at - interval '2 days' WHERE id = $1`, [n.id]);
    const sof = await recordUpTo(t, k.loading, n.id, 'castOff');
    const id = sof.document!.id;
    await t.ok({
      method: 'POST',
      url: `/api/documents/${id}/sign`,
      token: k.loading,
      payload: { kind: 'typed', name: 'Ong Boon Keat' },
    });

    const barge = await signedIn(app, 'barge', { width: 390, height: 844, at: `/barging/index/${n.id}` });
    await barge.getByRole('tab', { name: 'Documents' }).click();
    await barge.getByTestId('document-link-statementOfFacts').click();
    await barge.getByTestId('document-show').waitFor();
    const sideways = () =>
      barge.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    // Its pages drawn on the phone (no PDF frame there), ink on them.
    const pages = barge.getByTestId('pdf-pages');
    await expect.poll(() => pages.getAttribute('data-rendered'), { timeout: 20_000 }).toMatch(/^[1-9]$/);
    await barge.getByTestId('sign-document').click();
    await barge.getByRole('tab', { name: 'Type' }).click();
    await barge.getByTestId('typed-name').fill('Captain Lim');
    await barge.getByTestId('sign-confirm').click();
    await barge
      .getByText(/ signed$/)
      .first()
      .waitFor();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await barge.screenshot({ path: `${SHOTS}/sof-signed-phone.png`, fullPage: true });
    expect((await docOf(id)).status).toBe('Signed');
    await barge.context().close();
  });
});
