/**
 * Settings, E-mail and the unsubscribe link in Chromium (issue 34 §6) at the phone, tablet and
 * laptop widths in both languages: the role's events with their choices, nothing sideways; a mail's
 * link opened signed out names its event and changes nothing until Turn off is pressed (mail
 * scanners open links, review 34 #11), then turns it off. Screenshots in artifacts/e2e/mail.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOTS, signedIn, type BrowserApp, storeLocale } from '../support/browser.js';
import { test } from '../support/browserFixtures.js';
import { msg } from '../../contract/messages/index.js';
import { raiseNotification } from '../../server/modules/notifications/notifications.repository.js';

let app: BrowserApp;
test.beforeAll(async ({ site }) => {
  app = site;
});

const SHOT_DIR = join(SHOTS, 'mail');
const CASES = ([390, 1024, 1440] as const).flatMap((w) => (['en', 'zh'] as const).map((l) => [w, l] as const));

describe('Settings, E-mail', () => {
  it.each(CASES)('at %i px in %s: every event with its choice, nothing sideways', async (width, locale) => {
    mkdirSync(SHOT_DIR, { recursive: true });
    const page = await signedIn(app, 'customer', { width, locale, at: '/settings/index?tab=email' });
    await page.getByRole('radiogroup').first().waitFor();
    expect(await page.getByRole('radiogroup').count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(SHOT_DIR, `settings-${width}-${locale}.png`), fullPage: true });
    await page.context().close();
  });
});

describe('the profile', () => {
  it.each([
    [1024, 'en'],
    [390, 'zh'],
  ] as const)(
    'at %i px in %s: a surveyor, who has no Settings menu, finds their e-mail choices in the profile',
    async (width, locale) => {
      mkdirSync(SHOT_DIR, { recursive: true });
      const page = await signedIn(app, 'surveyor', { width, locale });
      // The user's menu, named by the user's name once it is known (on phones "Profile: " comes first).
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Priya Nair$/ })
        .click();
      await page.getByTestId('menu-view-profile').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radiogroup').first().waitFor();
      expect(await dialog.getByRole('radiogroup').count()).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: join(SHOT_DIR, `profile-${width}-${locale}.png`), fullPage: true });
      await page.context().close();
    },
  );
});

describe('the unsubscribe link', () => {
  it.each([
    [390, 'zh', 'surveyor'],
    [1440, 'en', 'loadingmaster'],
  ] as const)(
    'at %i px in %s, signed out, asks, turns the event off on Turn off and says so (%s)',
    async (width, locale, user) => {
      mkdirSync(SHOT_DIR, { recursive: true });
      const { t } = app;
      const [u] = await t.asOwner<{ id: number; email: string }>(`SELECT id, email FROM users WHERE user_name = $1`, [
        user,
      ]);
      const bid = 9100 + width;
      await t.database.db.transaction((tx) =>
        raiseNotification(
          tx,
          [u!.id],
          msg('documentNotices.awaits', { type: { key: 'documentTypes.quantity' }, number: `CQ-E2E-${bid}`, id: bid }),
          bid,
          new Date(),
        ),
      );
      const [mail] = await t.asOwner<{ body: string }>(`SELECT body FROM mail_outbox WHERE nomination_id = $1`, [bid]);
      const token = /unsubscribe\?token=([\w.-]+)/.exec(mail!.body)![1]!;
      const context = await app.browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${app.base}/login`);
      await storeLocale(page, locale);
      await page.goto(`${app.base}/unsubscribe?token=${token}`);
      const turnOff = page.getByRole('button', { name: locale === 'en' ? 'Turn off' : '停止接收', exact: true });
      await turnOff.waitFor();
      const choiceNow = async () =>
        (
          await t.asOwner<{ c: string | null }>(
            `SELECT choices->>'awaitingSignature' AS c FROM mail_preferences WHERE user_id = $1`,
            [u!.id],
          )
        )[0]?.c ?? null;
      // Opened, nothing changed: a scanner that runs the page's script unsubscribes nobody.
      expect(await choiceNow()).not.toBe('off');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: join(SHOT_DIR, `unsubscribe-ask-${width}-${locale}.png`), fullPage: true });
      await turnOff.click();
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toContain(
        locale === 'en' ? 'you will no longer get e-mails' : '您将不再收到',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: join(SHOT_DIR, `unsubscribe-${width}-${locale}.png`), fullPage: true });
      await context.close();
      expect(await choiceNow()).toBe('off');
    },
  );
});
