/**
 * E-mail preferences (DECISIONS.md §11, issue 34 §6): each user's own choices with their role's
 * defaults, refused for events their role does not receive, and the signed-out unsubscribe link.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { msg } from '../../contract/messages/index.js';
import type { MailPreferencesRecord } from '../../contract/schemas/mailPreferences.js';
import { raiseNotification } from '../../server/modules/notifications/notifications.repository.js';
import { mailLinks, signClaim } from '../../server/modules/mailPreferences/mailPreferences.token.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

const URL = '/api/account/mail-preferences';
const prefsOf = async (user: string) =>
  t.ok<MailPreferencesRecord>({ method: 'GET', url: URL, token: await t.login(user) });
const idOf = async (name: string) =>
  (await t.asOwner<{ id: number; email: string }>('SELECT id, email FROM users WHERE user_name = $1', [name]))[0]!;
const unsubscribe = (token: string) => t.call({ method: 'POST', url: '/api/mail/unsubscribe', payload: { token } });

describe('e-mail choices', () => {
  it("answers each role's events and defaults, digest at 08:00 in the terminal's zone", async () => {
    const customer = await prefsOf('customer');
    expect(customer.events).toEqual(['stateChanges', 'awaitingSignature', 'vettingDecisions', 'offSpec', 'invoices']);
    expect(customer.choices).toMatchObject({ stateChanges: 'digest', offSpec: 'immediate', invoices: 'immediate' });
    expect(customer.digestHour).toBe(8);
    expect(customer.timeZone).toBeTruthy();
    expect((await prefsOf('pilot')).choices).toEqual({ pilotJobs: 'immediate' });
    expect((await prefsOf('surveyor')).choices).toMatchObject({ awaitingSignature: 'immediate' });
    expect((await prefsOf('loadingmaster')).choices).toMatchObject({ awaitingSignature: 'immediate' });
    expect((await prefsOf('barge')).choices).toMatchObject({ awaitingSignature: 'immediate' });
  });

  it('keeps a change, audited, for the caller only', async () => {
    const token = await t.login('companyadmin');
    const saved = await t.ok<MailPreferencesRecord>({
      method: 'PUT',
      url: URL,
      token,
      payload: { choices: { stateChanges: 'immediate', invoices: 'off' }, digestHour: 17 },
    });
    expect(saved).toMatchObject({
      digestHour: 17,
      choices: { stateChanges: 'immediate', invoices: 'off', offSpec: 'immediate' },
    });
    expect(await t.ok({ method: 'GET', url: URL, token })).toEqual(saved);
    // Another user of the same company still has the defaults: the route takes no id.
    expect((await prefsOf('customer')).choices.stateChanges).toBe('digest');
    const me = await idOf('companyadmin');
    const audit = await t.asOwner<{ user_name: string; entity_id: string }>(
      `SELECT user_name, entity_id FROM audit_log WHERE action = 'updateMailPreferences' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]).toEqual({ user_name: 'companyadmin', entity_id: String(me.id) });
  });

  it('refuses an event the role does not receive, naming it, and a wrong hour', async () => {
    const token = await t.login('pilot');
    const res = await t.call({
      method: 'PUT',
      url: URL,
      token,
      payload: { choices: { invoices: 'digest' }, digestHour: 8 },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('Invoices');
    expect((res.body as { field?: string }).field).toBe('choices.invoices');
    const odd = await t.call({
      method: 'PUT',
      url: URL,
      token,
      payload: { choices: { weekly: 'digest' }, digestHour: 8 },
    });
    expect(odd.status).toBe(400);
    const hour = await t.call({ method: 'PUT', url: URL, token, payload: { choices: {}, digestHour: 24 } });
    expect(hour.status).toBe(400);
    expect(hour.body.msg).toBe('The digest hour is a whole hour from 0 to 23');
    expect((await prefsOf('pilot')).choices).toEqual({ pilotJobs: 'immediate' });
  });

  it('has nothing for the system admin, and nothing for a caller not signed in', async () => {
    expect((await t.call({ method: 'GET', url: URL, token: await t.login('admin') })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: URL })).status).toBe(401);
  });
});

describe('the unsubscribe link', () => {
  it('turns the event off without signing in, audited as the user; a tampered or other-purpose token is refused', async () => {
    const surveyor = await idOf('surveyor');
    const at = t.clock.now;
    // A document awaiting the surveyor's signature comes at once by default: the mail carries the link.
    await t.database.db.transaction((tx) =>
      raiseNotification(
        tx,
        [surveyor.id],
        msg('documentNotices.awaits', { type: { key: 'documentTypes.quantity' }, number: 'CQ-T-1', id: 4242 }),
        4242,
        at,
      ),
    );
    const [mail] = await t.asOwner<{ body: string }>(
      `SELECT body FROM mail_outbox WHERE "to" = $1 AND nomination_id = 4242 ORDER BY id DESC`,
      [surveyor.email],
    );
    expect(mail!.body).toContain('CQ-T-1');
    const token = /unsubscribe\?token=([\w.-]+)/.exec(mail!.body)![1]!;

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await unsubscribe(tampered)).status).toBe(400);
    const otherPurpose = signClaim(mailLinks().key, {
      purpose: 'signIn',
      userId: surveyor.id,
      event: 'awaitingSignature',
    });
    expect((await unsubscribe(otherPurpose)).status).toBe(400);
    const forged = signClaim(Buffer.alloc(32, 7), {
      purpose: 'unsubscribe',
      userId: surveyor.id,
      event: 'awaitingSignature',
    });
    expect((await unsubscribe(forged)).status).toBe(400);
    expect((await prefsOf('surveyor')).choices.awaitingSignature).toBe('immediate');

    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ event: 'awaitingSignature' });
    expect((await prefsOf('surveyor')).choices.awaitingSignature).toBe('off');
    const audit = await t.asOwner<{ user_name: string; user_id: number }>(
      `SELECT user_name, user_id FROM audit_log WHERE action = 'unsubscribeMail' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]).toEqual({ user_name: 'surveyor', user_id: surveyor.id });

    // Off means off: the next such notice sends no mail.
    await t.database.db.transaction((tx) =>
      raiseNotification(
        tx,
        [surveyor.id],
        msg('documentNotices.awaits', { type: { key: 'documentTypes.quantity' }, number: 'CQ-T-2', id: 4243 }),
        4243,
        at,
      ),
    );
    expect(await t.asOwner(`SELECT 1 FROM mail_outbox WHERE nomination_id = 4243`)).toHaveLength(0);
  });
});
