/**
 * The demo's e-mail day (issue 34 §6, DECISIONS.md §12): the demo users' choices, some not the
 * defaults, and an outbox holding both kinds of preference mail the story's notices gave.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { seedDemoHistory } from '../../demo/index.js';
import type { MailPreferencesRecord } from '../../contract/schemas/mailPreferences.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
  await seedDemoHistory(t.database.db, t.clock.now);
}, 180_000);

const preferenceMails = () =>
  t.asOwner<{ to: string; subject: string; body: string; created_at: Date }>(
    `SELECT "to", subject, body, created_at FROM mail_outbox WHERE body LIKE '%/unsubscribe?token=%' ORDER BY id`,
  );

describe('the demo outbox', () => {
  it('holds mails sent at once and daily summaries, none to the same user twice in one summary hour', async () => {
    const mails = await preferenceMails();
    const digests = mails.filter((m) => m.subject.startsWith('Berth: your daily summary'));
    const immediate = mails.filter((m) => !m.subject.startsWith('Berth: your daily summary'));
    expect(immediate.length).toBeGreaterThan(0);
    expect(digests.length).toBeGreaterThan(0);
    const once = new Set(digests.map((d) => `${d.to}|${new Date(d.created_at).toISOString()}`));
    expect(once.size).toBe(digests.length);
    // Each summary lists what it counts.
    for (const d of digests) expect(d.body).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} {2}\S/);
  });

  it("follows the users' own choices: the customer's moves at once, the company admin's summary at 07:00", async () => {
    const customer = await t.ok<MailPreferencesRecord>({
      method: 'GET',
      url: '/api/account/mail-preferences',
      token: await t.login('customer'),
    });
    expect(customer.choices.stateChanges).toBe('immediate');
    const admin = await t.ok<MailPreferencesRecord>({
      method: 'GET',
      url: '/api/account/mail-preferences',
      token: await t.login('companyadmin'),
    });
    expect(admin.digestHour).toBe(7);
    const [email] = await t.asOwner<{ email: string }>(`SELECT email FROM users WHERE user_name = 'customer'`);
    const toCustomer = (await preferenceMails()).filter((m) => m.to === email!.email);
    expect(toCustomer.some((m) => m.subject.includes('is now'))).toBe(true);
  });

  it('tells the story once: a second seeding adds no mail', async () => {
    const before = (await preferenceMails()).length;
    await seedDemoHistory(t.database.db, t.clock.now);
    expect(await preferenceMails()).toHaveLength(before);
  });
});
