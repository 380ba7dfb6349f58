/**
 * A notice's e-mails by its recipients' preferences (DECISIONS.md §11, issue 34 §6): at once, in the
 * same transaction as the notice; or collected for the daily digest, sent once at the user's hour
 * even when several processes run the job together.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, type Demo, type Tokens } from '../support/nominations.js';
import { addPilots, assignJob } from '../support/pilotage.js';
import { msg } from '../../contract/messages/index.js';
import { raiseNotification } from '../../server/modules/notifications/notifications.repository.js';
import { runDigest } from '../../server/modules/mailPreferences/mailPreferences.digest.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const ZONE = 'Asia/Singapore';
const userOf = async (name: string) =>
  (await t.asOwner<{ id: number; email: string }>('SELECT id, email FROM users WHERE user_name = $1', [name]))[0]!;
const mailsTo = (email: string, bid: number) =>
  t.asOwner<{ subject: string; body: string }>(
    `SELECT subject, body FROM mail_outbox WHERE "to" = $1 AND (nomination_id = $2 OR body LIKE $3) ORDER BY id`,
    [email, bid, `%#${bid}%`],
  );
const awaits = (bid: number) =>
  msg('documentNotices.awaits', { type: { key: 'documentTypes.quantity' }, number: `CQ-M-${bid}`, id: bid });
const moved = (bid: number) =>
  msg('notices.moved', { id: bid, barge: 'Harbour Star 1', status: { key: 'statuses.Booked' } });

describe('a notice by e-mail', () => {
  it('queues the mail at once with the notice, in English and Chinese with the record and unsubscribe links; a rolled-back step queues none', async () => {
    const customer = await userOf('customer');
    await t.database.db.transaction((tx) => raiseNotification(tx, [customer.id], awaits(7001), 7001, t.clock.now));
    const [mail] = await mailsTo(customer.email, 7001);
    expect(mail!.subject).toContain(
      'Certificate of quantity CQ-M-7001 for Barging Nomination #7001 awaits your signature',
    );
    expect(mail!.subject).not.toContain('<b>');
    expect(mail!.body).toContain('Hello Daniel Lee');
    expect(mail!.body).toContain('/barging/index?id=7001&pageStatus=1');
    expect(mail!.body).toContain('/unsubscribe?token=');
    expect(mail!.body).toContain('您好');

    await expect(
      t.database.db.transaction(async (tx) => {
        await raiseNotification(tx, [customer.id], awaits(7002), 7002, t.clock.now);
        throw new Error('the step failed');
      }),
    ).rejects.toThrow('the step failed');
    expect(await mailsTo(customer.email, 7002)).toHaveLength(0);
    expect(await t.asOwner('SELECT 1 FROM notifications WHERE bid = 7002')).toHaveLength(0);
  });

  it('sends none to a deactivated user or one without an address, and none for a notice of no mail event', async () => {
    const [gone, blank, fine] = await Promise.all([
      userOf('surveyoradmin'),
      userOf('bargeoperator'),
      userOf('surveyor'),
    ]);
    await t.asOwner(`UPDATE users SET status = 'Deactivated' WHERE id = $1`, [gone.id]);
    await t.asOwner(`UPDATE users SET email = '' WHERE id = $1`, [blank.id]);
    await t.database.db.transaction((tx) =>
      raiseNotification(tx, [gone.id, blank.id, fine.id], awaits(7003), 7003, t.clock.now),
    );
    const sent = await t.asOwner<{ to: string }>(`SELECT "to" FROM mail_outbox WHERE nomination_id = 7003`);
    expect(sent.map((m) => m.to)).toEqual([fine.email]);
    await t.database.db.transaction((tx) =>
      raiseNotification(
        tx,
        [fine.id],
        msg('documentNotices.signed', { type: 'x', number: 'n', id: 7004 }),
        7004,
        t.clock.now,
      ),
    );
    expect(await t.asOwner(`SELECT 1 FROM mail_outbox WHERE nomination_id = 7004`)).toHaveLength(0);
    expect(await t.asOwner(`SELECT 1 FROM mail_digest_items WHERE bid = 7004`)).toHaveLength(0);
  });

  it("collects a customer's state changes from the workflow for the digest", async () => {
    const customer = await userOf('customer');
    const n = await nominationAt(t, d, k, 'Booked');
    const items = await t.asOwner<{ event: string; message_key: string }>(
      `SELECT event, message_key FROM mail_digest_items WHERE user_id = $1 AND bid = $2`,
      [customer.id, n.id],
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.event === 'stateChanges' && i.message_key === 'notices.moved')).toBe(true);
  });

  it('tells the pilot of a job assigned to them, by e-mail at once', async () => {
    const head = await t.login('headpilot');
    const pilot = await userOf('pilot');
    const { mine } = await addPilots(t, head, [['mine', 'pilot']]);
    await t.asOwner(`UPDATE users SET pilot_id = $1 WHERE id = $2`, [mine, pilot.id]);
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 300, berth: 'J1-A' });
    const [job] = await t.asOwner<{ id: number }>(`SELECT id FROM pilot_jobs WHERE nomination_id = $1 ORDER BY id`, [
      n.id,
    ]);
    expect((await assignJob(t, job!.id, mine, [], head)).status).toBe(200);
    const [notice] = await t.asOwner<{ message_key: string }>(
      `SELECT message_key FROM notifications WHERE user_id = $1 AND bid = $2`,
      [pilot.id, n.id],
    );
    expect(notice!.message_key).toBe('pilotNotices.assigned');
    const [mail] = await mailsTo(pilot.email, n.id);
    expect(mail!.subject).toContain(`Pilot job #${job!.id}`);
  });
});

describe('the daily digest', () => {
  it('goes out once at the hour, grouped and oldest first, even with two jobs racing', async () => {
    const admin = await userOf('companyadmin');
    const token = await t.login('companyadmin');
    // Only this test's notices: what earlier tests raised for this user is taken as sent.
    await t.asOwner(`UPDATE mail_digest_items SET sent_at = now() WHERE user_id = $1`, [admin.id]);
    await t.ok({
      method: 'PUT',
      url: '/api/account/mail-preferences',
      token,
      payload: { choices: { stateChanges: 'digest', awaitingSignature: 'digest' }, digestHour: 9 },
    });
    // 2031-03-10 09:00 in Singapore is 01:00 UTC; the notices come the day before.
    const day = Date.UTC(2031, 2, 10, 1);
    const raise = (bid: number, m: ReturnType<typeof moved>, hoursBefore: number) =>
      t.database.db.transaction((tx) =>
        raiseNotification(tx, [admin.id], m, bid, new Date(day - hoursBefore * 3_600_000)),
      );
    await raise(8001, moved(8001), 10);
    await raise(8002, awaits(8002), 9);
    await raise(8003, moved(8003), 8);
    // After the hour: tomorrow's.
    await raise(8004, moved(8004), -1);

    const digests = () =>
      t.asOwner<{ subject: string; body: string }>(
        `SELECT subject, body FROM mail_outbox WHERE "to" = $1 AND subject LIKE 'Berth: your daily summary%' ORDER BY id`,
        [admin.email],
      );
    await runDigest(t.database.db, new Date(day - 60_000), ZONE);
    expect(await digests()).toHaveLength(0);

    const at = new Date(day + 5 * 60_000);
    await Promise.all([runDigest(t.database.db, at, ZONE, 1), runDigest(t.database.db, at, ZONE, 1)]);
    await runDigest(t.database.db, at, ZONE);
    const sent = await digests();
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body;
    expect(sent[0]!.subject).toContain('(3)');
    const [a, b, c] = ['#8001', '#8003', 'CQ-M-8002'].map((s) => body.indexOf(s));
    expect(a).toBeGreaterThan(-1);
    expect(a).toBeLessThan(b!);
    // Grouped: the state changes, then the documents awaiting a signature.
    expect(b).toBeLessThan(c!);
    expect(body).not.toContain('#8004');
    expect(body).toContain('09/03/2031');
    const left = await t.asOwner<{ bid: number }>(
      `SELECT bid FROM mail_digest_items WHERE user_id = $1 AND sent_at IS NULL AND bid BETWEEN 8001 AND 8004`,
      [admin.id],
    );
    expect(left.map((r) => r.bid)).toEqual([8004]);

    // The next day's hour sends the one that came after.
    await runDigest(t.database.db, new Date(at.getTime() + 24 * 3_600_000), ZONE);
    const next = await digests();
    expect(next).toHaveLength(2);
    expect(next[1]!.body).toContain('#8004');
  });
});
