import { describe, expect, it } from 'vitest';
import { MESSAGES_EN } from '../../contract/messages/index.js';
import type { CompanyRecord } from '../../contract/schemas/companies.js';
import type { GetInfoResult } from '../../contract/schemas/auth.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { TEST_PASSWORD } from '../support/constants.js';
import { nominationBody, type Demo } from '../support/nominations.js';

let t: TestApp;
let d: Demo;
test.beforeAll(async ({ api, demo }) => {
  t = api;
  d = demo;
});

/** Registers a company and follows its activation link: its first user can sign in. */
async function registered(kind: string, name: string, userName: string) {
  await t.ok({
    method: 'POST',
    url: '/api/register',
    payload: {
      kind,
      companyName: name,
      userName,
      nickName: name,
      email: `${userName}@self.example`,
      password: TEST_PASSWORD,
    },
  });
  const [mail] = await t.asOwner<{ body: string }>('SELECT body FROM mail_outbox WHERE "to" = $1', [
    `${userName}@self.example`,
  ]);
  const code = /\/activate\?code=([\w-]+)/.exec(mail!.body)![1]!;
  await t.ok({ method: 'POST', url: '/api/system/user/verifyAccount', payload: { code } });
  const [company] = await t.asOwner<{ id: number }>('SELECT id FROM companies WHERE name = $1', [name]);
  return { id: company!.id, token: await t.login(userName) };
}

describe('a self-registered company (DECISIONS §8)', () => {
  it('is offered to nobody and cannot nominate until terminal logistics approves it', async () => {
    const surveyors = await registered('surveyor', 'Selfreg Surveys', 'selfreg.survey');
    const buyer = await registered('customer', 'Selfreg Trading', 'selfreg.buyer');
    const customer = await t.login('customer');
    const offered = async () =>
      (
        await t.ok<{ surveyors: { id: number }[] }>({
          method: 'GET',
          url: '/api/jput/nomination/options',
          token: customer,
        })
      ).surveyors.map((s) => s.id);
    expect(await offered()).not.toContain(surveyors.id);

    // Its users sign in and are told it waits.
    const info = await t.ok<GetInfoResult>({ method: 'GET', url: '/api/getInfo', token: buyer.token });
    expect(info.companyApproved).toBe(false);
    const nominate = () =>
      t.call({ method: 'POST', url: '/api/jput/nomination', token: buyer.token, payload: nominationBody(d) });
    const refused = await nominate();
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(MESSAGES_EN.server.companyWaiting);

    // A customer cannot approve; terminal logistics can, with its audit entry.
    expect((await t.call({ method: 'POST', url: `/api/companies/${buyer.id}/approve`, token: customer })).status).toBe(
      403,
    );
    const logistics = await t.login('logistics');
    for (const id of [surveyors.id, buyer.id]) {
      const approved = await t.ok<CompanyRecord>({
        method: 'POST',
        url: `/api/companies/${id}/approve`,
        token: logistics,
      });
      expect(approved.approved).toBe(true);
    }
    const audit = await t.asOwner<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'approveCompany'",
    );
    expect(audit[0]!.n).toBe(2);
    expect(await offered()).toContain(surveyors.id);
    expect(
      (await t.ok<GetInfoResult>({ method: 'GET', url: '/api/getInfo', token: buyer.token })).companyApproved,
    ).toBe(true);
    expect((await nominate()).status).toBe(200);
  });
});
