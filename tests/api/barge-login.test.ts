import { MESSAGES_EN } from '../../contract/messages/index.js';
import { revealed } from '../../server/platform/mail.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { MINUTE, HOUR } from '../../contract/time.js';

let t: TestApp;
let email: string;
test.beforeAll(async ({ api }) => {
  t = api;
  email = (await t.asOwner<{ email: string }>("SELECT email FROM users WHERE user_name = 'barge'"))[0]!.email;
});

const ask = (username = 'barge') =>
  t.call({ method: 'GET', url: `/api/bargeAuthCode?username=${encodeURIComponent(username)}` });
const signIn = (code: string, username = 'barge') =>
  t.call({ method: 'POST', url: '/api/bargeLogin', payload: { username, code } });
const mails = async (to = email) =>
  t.asOwner<{ subject: string; body: string }>('SELECT subject, body FROM mail_outbox WHERE "to" = $1 ORDER BY id', [
    to,
  ]);
// The stored mail as its recipient gets it (the outbox masks the code for everyone else).
const lastCode = async () => /code is (\d{6})/.exec(revealed((await mails()).at(-1)!.body))![1]!;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('barge sign-in by one-time code', () => {
  it('e-mails a code that signs the barge in once', async () => {
    expect(await ask()).toMatchObject({ status: 200, body: { msg: MESSAGES_EN.server.codeSent } });
    const code = await lastCode();
    expect(await signIn(wrong(code))).toMatchObject({ status: 401, body: { msg: MESSAGES_EN.spec.codeError } });
    const ok = await signIn(code);
    expect(ok.status).toBe(200);
    const { token, landing } = ok.body.data as { token: string; landing: string };
    expect(landing).toBe('/barging/index');
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token })).status).toBe(200);
    expect(await signIn(code)).toMatchObject({ status: 401, body: { msg: MESSAGES_EN.spec.codeError } }); // used
  });

  it('sends at most one code a minute, and a code expires after five minutes', async () => {
    const before = (await mails()).length;
    await ask();
    expect((await mails()).length).toBe(before); // the last minute already had one
    t.clock.advance(61_000);
    await ask();
    expect((await mails()).length).toBe(before + 1);
    const code = await lastCode();
    t.clock.advance(5 * MINUTE + 1_000);
    expect(await signIn(code)).toMatchObject({ status: 401, body: { msg: MESSAGES_EN.spec.codeError } });
  });

  it('kills a code after five wrong tries, even for the right one then', async () => {
    t.clock.advance(61_000);
    await ask();
    const code = await lastCode();
    for (let i = 0; i < 5; i++) expect((await signIn(wrong(code))).status).toBe(401);
    expect(await signIn(code)).toMatchObject({ status: 401, body: { msg: MESSAGES_EN.spec.codeError } });
  });

  it('answers the same for users who are not barges or do not exist, and sends them nothing', async () => {
    const customerEmail = (
      await t.asOwner<{ email: string }>("SELECT email FROM users WHERE user_name = 'customer'")
    )[0]!.email;
    for (const who of ['customer', 'nobody-at-all'])
      expect(await ask(who)).toMatchObject({ status: 200, body: { msg: MESSAGES_EN.server.codeSent } });
    expect(await mails(customerEmail)).toHaveLength(0);
    expect(await signIn('123456', 'customer')).toMatchObject({
      status: 401,
      body: { msg: MESSAGES_EN.spec.codeError },
    });
    expect((await signIn('12ab56')).status).toBe(400);
  });

  it('stops five codes an hour', async () => {
    const before = (await mails()).length;
    for (let i = 0; i < 6; i++) {
      t.clock.advance(61_000);
      await ask();
    }
    const sentLastHour = await t.asOwner<{ n: number }>(
      "SELECT count(*)::int AS n FROM account_codes c JOIN users u ON u.id = c.user_id WHERE u.user_name = 'barge' AND c.created_at > $1",
      [new Date(t.clock.now.getTime() - HOUR)],
    );
    expect(sentLastHour[0]!.n).toBe(5);
    expect((await mails()).length).toBeLessThan(before + 6);
  });
});
