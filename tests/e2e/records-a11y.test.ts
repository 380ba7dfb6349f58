import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemoHistory } from '../../demo/index.js';
import { billingScreenEn } from '../../src/i18n/billing.en.js';
import { billingScreenZh } from '../../src/i18n/billing.zh.js';
import { invoicesScreenEn } from '../../src/i18n/invoices.en.js';
import { invoicesScreenZh } from '../../src/i18n/invoices.zh.js';
import { moveInside, SHOOT_EVERY_SCREEN, SHOTS, signedIn, type BrowserApp, storeLocale } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { axeCheck, describeFindings } from '../support/axe.js';
import { watchRequests } from '../support/settle.js';

/**
 * The records, forms and dialogs one opens from the lists (issue 35 #1): the menu screens are swept by
 * widths.test.ts; here each record is opened as the user who works it, at a phone's and a laptop's
 * width, in English and Chinese, and axe finds nothing serious or critical.
 */
let app: BrowserApp;
/** Ids of records the demo history made, read once it is seeded. */
const ids: Record<string, number> = {};
test.beforeAll(async ({ site }) => {
  app = site;
  // The whole demo story: documents and their signatures too, which the menu screens' sweep leaves out.
  await seedDemoHistory(site.t.database.db, site.t.clock.now);
  const first = async (key: string, sql: string) => {
    const [row] = await site.t.asOwner<{ id: number }>(sql);
    if (row) ids[key] = Number(row.id);
  };
  await first('invoice', 'SELECT id FROM invoices ORDER BY id LIMIT 1');
  await first('document', "SELECT id FROM documents WHERE status = 'Pending' ORDER BY id LIMIT 1");
  await first('signedDocument', "SELECT id FROM documents WHERE status = 'Signed' ORDER BY id LIMIT 1");
  await first('equipmentReport', 'SELECT id FROM equipment_reports ORDER BY id LIMIT 1');
  await first('mooringReport', 'SELECT id FROM mooring_reports ORDER BY id LIMIT 1');
  await first('company', 'SELECT id FROM companies ORDER BY id LIMIT 1');
  await first('jetty', 'SELECT id FROM jetties ORDER BY id LIMIT 1');
  await first('ship', 'SELECT id FROM ships ORDER BY id LIMIT 1');
  await first('tank', 'SELECT id FROM tanks ORDER BY id LIMIT 1');
  await first('pilot', 'SELECT id FROM pilots ORDER BY id LIMIT 1');
  await first('product', 'SELECT id FROM products ORDER BY id LIMIT 1');
});

type Locale = 'en' | 'zh';
interface Visit {
  /** What is looked at, for the failure message. */
  name: string;
  path: () => string;
  /** Opens the dialog from the screen, when the record is not an address of its own. */
  open?: (page: Page, locale: Locale, width: number) => Promise<void>;
}

const VISITS: Record<string, Visit[]> = {
  logistics: [
    {
      name: 'billing record',
      path: () => '/billing-record/index',
      // A row at 1440 ("Open record #41"), a card on a phone ("Record #41 …"): the first one's dialog.
      open: async (page, _locale, width) => {
        await page
          .getByRole(width < 600 ? 'button' : 'row', { name: /#\d+/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'billing correction dialog',
      path: () => '/billing-record/index',
      // The newest record is a Draft logistics corrects: its first line's Correct opens the money form.
      open: async (page, locale, width) => {
        await page
          .getByRole(width < 600 ? 'button' : 'row', { name: /#\d+/ })
          .first()
          .click();
        const label = (locale === 'zh' ? billingScreenZh : billingScreenEn).correct;
        await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).first().click();
        // MUI hides the dialog below from screen readers: the one seen is the form, with its fields.
        await page.getByRole('dialog').getByRole('textbox').first().waitFor();
      },
    },
    { name: 'invoice', path: () => `/invoices/index?id=${ids.invoice}` },
    {
      name: 'credit note dialog',
      path: () => `/invoices/index?id=${ids.invoice}`,
      open: async (page, locale) => {
        const label = (locale === 'zh' ? invoicesScreenZh : invoicesScreenEn).creditNote;
        await page.getByRole('button', { name: label, exact: true }).click();
        // MUI hides the dialog below from screen readers: the one seen is the form, with its fields.
        await page.getByRole('dialog').getByRole('textbox').first().waitFor();
      },
    },
    {
      name: 'issue invoice dialog',
      path: () => '/invoices/index',
      open: async (page, locale) => {
        const label = (locale === 'zh' ? invoicesScreenZh : invoicesScreenEn).issue;
        await page.getByRole('button', { name: label, exact: true }).first().click();
        await page.getByRole('dialog').waitFor();
      },
    },
    { name: 'document', path: () => `/documents/${ids.document}` },
    { name: 'signed document', path: () => `/documents/${ids.signedDocument}` },
    { name: 'equipment report', path: () => `/equipment-report/index/${ids.equipmentReport}` },
    { name: 'new equipment report', path: () => '/equipment-report/index/create' },
    { name: 'mooring report', path: () => `/mooring-report/index/${ids.mooringReport}` },
    { name: 'new mooring report', path: () => '/mooring-report/index/create' },
  ],
  admin: [
    { name: 'company', path: () => `/admin/company/${ids.company}` },
    { name: 'new company', path: () => '/admin/company/create' },
    { name: 'jetty', path: () => `/admin/jetty/${ids.jetty}` },
    { name: 'ship', path: () => `/admin/ship/${ids.ship}` },
    { name: 'tank', path: () => `/admin/tank/${ids.tank}` },
    { name: 'pilot', path: () => `/admin/pilot/${ids.pilot}` },
    { name: 'product', path: () => `/settings/index/products/${ids.product}` },
    { name: 'new partner app', path: () => '/settings/index/partnerApps/create' },
  ],
};

const WIDTHS = [390, 1440] as const;
const SHOT_DIR = join(SHOTS, 'records-a11y');
const LOCALES: Locale[] = ['en', 'zh'];

describe('records, forms and dialogs: no serious or critical axe finding', () => {
  it('has a record of each kind to open', () => {
    expect(Object.keys(ids).sort()).toEqual(
      ['company', 'document', 'equipmentReport', 'invoice', 'jetty', 'mooringReport', 'pilot', 'product', 'ship']
        .concat(['signedDocument', 'tank'])
        .sort(),
    );
  });

  // Two runs at once, as the menu screens' sweep (widths.test.ts): one fills the other's waits on requests.
  it.concurrent.for(Object.keys(VISITS).flatMap((u) => WIDTHS.map((w) => [u, w] as const)))(
    "%s's records at %i px, in English and Chinese",
    async ([userName, width], { expect }) => {
      mkdirSync(SHOT_DIR, { recursive: true });
      const page = await signedIn(app, userName, { width });
      const requests = watchRequests(page, app.base);
      const inaccessible: string[] = [];
      for (const locale of LOCALES) {
        if (locale === 'zh') await storeLocale(page, 'zh');
        // A language's first record loads the app, as does one after a dialog (the dialog is the screen's own state,
        // which moving to the same address would keep); the others are reached inside the app, as a user follows a
        // link (a load per record was a third of the file's time).
        let load = true;
        for (const visit of VISITS[userName]!) {
          const where = `${userName} ${width} ${locale} ${visit.name} ${visit.path()}`;
          const found = inaccessible.length;
          try {
            requests.mark();
            const here = await page.evaluate(() => location.pathname + location.search);
            if (load) await page.goto(`${app.base}${visit.path()}`);
            // The record names itself in the title, which moving from a list or a form changes.
            else if (here !== visit.path()) await moveInside(page, visit.path(), { newTitle: true });
            load = Boolean(visit.open);
            // A phone's full-screen dialog hides the app bar from screen readers: either is the screen up.
            await page.getByRole('banner').or(page.getByRole('dialog')).first().waitFor({ timeout: 15_000 });
            await requests.settled();
            if (visit.open) {
              requests.mark();
              await visit.open(page, locale, width);
              await requests.settled();
            }
            inaccessible.push(...describeFindings(where, await axeCheck(page, where)));
          } catch (e) {
            // One record that does not open says which, and the others are still looked at.
            inaccessible.push(`${where}: did not open (${String(e).split('\n')[0]})`);
            load = true;
          }
          if (SHOOT_EVERY_SCREEN || inaccessible.length > found)
            await page.screenshot({
              path: join(SHOT_DIR, `${userName}-${width}-${locale}-${visit.name.replace(/\W+/g, '-')}.png`),
            });
        }
      }
      await page.context().close();
      expect(inaccessible).toEqual([]);
    },
  );
});
