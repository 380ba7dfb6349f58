import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test as apiTest } from '../support/fixtures.js';
import { startSmtp } from '../support/smtp.js';
import { TEST_PASSWORD } from '../support/constants.js';
import type { MailRecord } from '../../contract/schemas/mailOutbox.js';
import { MINUTE } from '../../contract/time.js';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;
let smtp: Smtp;
let t: TestApp;
// The app's options need the SMTP server's address, so the server starts first and stops with the file.
// A fixture of this file's own, not an override of the shared one: files share a worker's modules.
// eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from this pattern; it needs none.
const test = apiTest.extend('appOptions', async ({}, { onCleanup }) => {
  smtp = await startSmtp();
  onCleanup(() => smtp.close());
  return { config: { smtp: { url: smtp.url, from: 'Berth <no-reply@berth.test>', everyMs: 100 } } };
});
test.beforeAll(async ({ api }) => {
  t = api;
});

const register = (n: number) =>
  t.ok({
    method: 'POST',
    url: '/api/register',
    payload: {
      kind: 'customer',
      companyName: `Mail Test ${n}`,
      userName: `mail.test${n}`,
      nickName: 'Mail',
      email: `mail${n}@test.example`,
      password: TEST_PASSWORD,
    },
  });

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the mail outbox', () => {
  it('delivers through SMTP once, and the admin reads every message with its state', async () => {
    await register(1);
    await until(async () => smtp.received.length === 1);
    expect(smtp.received[0]!.to).toEqual(['RCPT TO:<mail1@test.example>']);
    expect(smtp.received[0]!.data).toContain('Subject: Berth: please confirm your e-mail address');
    expect(smtp.received[0]!.text).toMatch(/\/activate\?code=[\w-]{40,}/);

    const admin = await t.login('logistics');
    const listed = () =>
      t.ok<{ rows: MailRecord[]; total: number }>({
        method: 'GET',
        url: '/api/mailOutbox/list?searchValue=mail1@',
        token: admin,
      });
    // The message is marked sent once the server has taken it, when the delivery's transaction commits.
    await until(async () => (await listed()).rows[0]?.sentAt != null);
    const list = await listed();
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ to: 'mail1@test.example', attempts: 0, lastError: null });
    expect(list.rows[0]!.sentAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.received).toHaveLength(1); // never twice
  });

  it('keeps a refused message, with the refusal, and sends it once the server accepts again', async () => {
    smtp.refuse = true;
    await register(2);
    const admin = await t.login('logistics');
    const unsent = () =>
      t.ok<{ rows: MailRecord[] }>({ method: 'GET', url: '/api/mailOutbox/list?sent=false', token: admin });
    await until(async () => (await unsent()).rows.some((m) => m.attempts > 0));
    const [failed] = (await unsent()).rows;
    expect(failed).toMatchObject({ to: 'mail2@test.example', sentAt: null });
    expect(failed!.lastError).toContain('refused by the test');
    smtp.refuse = false;
    t.clock.advance(5 * MINUTE); // past its wait before the next try
    await until(async () => smtp.received.some((m) => m.to[0]!.includes('mail2@')));
    // Marked sent when the delivery's transaction commits, a moment after the server took it.
    await until(async () => (await unsent()).rows.length === 0);
    expect(smtp.received.filter((m) => m.to[0]!.includes('mail2@'))).toHaveLength(1);
  });

  it('never shows a live code or activation link, before or after delivery; the recipient gets them', async () => {
    smtp.refuse = true; // held in the outbox first
    await register(3);
    await t.call({ method: 'GET', url: '/api/bargeAuthCode?username=barge' });
    const admin = await t.login('logistics');
    const read = async () =>
      (await t.ok<{ rows: MailRecord[] }>({ method: 'GET', url: '/api/mailOutbox/list', token: admin })).rows;
    const secretsIn = (rows: MailRecord[]) =>
      rows.filter((m) => /activate\?code=|\b\d{6}\b/.test(`${m.subject}\n${m.body}`)).map((m) => m.subject);
    const held = await read();
    expect(held.some((m) => m.to === 'mail3@test.example')).toBe(true);
    expect(held.some((m) => m.subject.startsWith('Berth sign-in code'))).toBe(true);
    expect(secretsIn(held)).toEqual([]);
    for (const m of held)
      expect(
        (await t.ok<MailRecord>({ method: 'GET', url: `/api/mailOutbox/${m.id}`, token: admin })).body,
      ).not.toMatch(/activate\?code=/);

    smtp.refuse = false;
    t.clock.advance(5 * MINUTE);
    await until(async () => smtp.received.some((m) => m.data.includes('Berth sign-in code')));
    await until(async () => smtp.received.some((m) => m.to[0]!.includes('mail3@')));
    const delivered = smtp.received.find((m) => m.data.includes('Berth sign-in code'))!;
    expect(delivered.text).toMatch(/sign-in code is \d{6}\./);
    expect(smtp.received.find((m) => m.to[0]!.includes('mail3@'))!.text).toMatch(/\/activate\?code=[\w-]{40,}/);
    // Once sent, the stored copy itself keeps no secret.
    const stored = await t.asOwner<{ subject: string; body: string }>(
      'SELECT subject, body FROM mail_outbox WHERE sent_at IS NOT NULL',
    );
    expect(stored.filter((m) => /activate\?code=|\b\d{6}\b/.test(`${m.subject}\n${m.body}`))).toEqual([]);
  });

  it('is for the admin only', async () => {
    const customer = await t.login('customer');
    expect((await t.call({ method: 'GET', url: '/api/mailOutbox/list', token: customer })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/mailOutbox/1', token: customer })).status).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/mailOutbox/999999', token: await t.login('logistics') })).status,
    ).toBe(404);
  });
});
