import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationBody, type Demo, type Tokens } from '../support/nominations.js';
import { DEMO_USERS } from '../../demo/seed.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';

/**
 * Issue 31 point 14: a customer's draft (Created) is the customer's own until submitted. Terminal
 * staff of every role and the system admin meet it nowhere: not in lists, searches or their totals,
 * not as a record or its log (404 as a missing one), not in the audit log, the mail outbox or their
 * notifications; once submitted, it is there like any other. A draft the customer revokes (Cancelled
 * from Created) was never submitted and stays the customer's own.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
const tokens = new Map<string, string>();
const TERMINAL_SIDE = DEMO_USERS.filter((u) => u.userType === 0 || u.userType === 1).map((u) => u.userName);
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
  for (const u of TERMINAL_SIDE) tokens.set(u, await t.login(u));
});

type Page<T> = { rows: T[]; total: number };
const get = (url: string, token: string) => t.call({ method: 'GET', url, token });

/** Everything a terminal-side user can reach about nomination `id`, each as what it found of it. */
async function traces(user: string, id: number, code: string) {
  const token = tokens.get(user)!;
  const found: string[] = [];
  const list = await get('/api/jput/nomination/list?pageSize=100', token);
  if (list.status === 200 && (list.body.data as Page<NominationRecord>).rows.some((n) => n.id === id))
    found.push('list');
  const search = await get(`/api/jput/nomination/list?searchValue=${code}`, token);
  if (search.status === 200) {
    const page = search.body.data as Page<NominationRecord>;
    if (page.rows.some((n) => n.id === id)) found.push('search');
    if (page.total > 0) found.push('search total');
  }
  const created = await get(`/api/jput/nomination/list?statusString=Created&pageSize=100`, token);
  if (created.status === 200 && (created.body.data as Page<NominationRecord>).total > 0) found.push('Created total');
  if ((await get(`/api/jput/nomination/${id}`, token)).status === 200) found.push('record');
  if ((await get(`/api/jput/nominationLog/list?BId=${id}`, token)).status === 200) found.push('log');
  const audit = await get(`/api/auditLog/list?entity=nomination&searchValue=${id}&pageSize=100`, token);
  if (
    audit.status === 200 &&
    (audit.body.data as Page<{ entityId: string }>).rows.some((r) => r.entityId === String(id))
  )
    found.push('audit log');
  const notices = await get('/api/system/user/notifications?pageSize=50', token);
  if (notices.status === 200 && (notices.body.data as Page<{ bid: number | null }>).rows.some((n) => n.bid === id))
    found.push('notifications');
  const mail = await get(`/api/mailOutbox/list?searchValue=${encodeURIComponent(`#${id}`)}&pageSize=100`, token);
  if (
    mail.status === 200 &&
    (mail.body.data as Page<{ subject: string }>).rows.some((m) => m.subject.includes(`#${id}`))
  )
    found.push('mail outbox');
  return found;
}

describe("a customer's draft (issue 31)", () => {
  it('reaches no terminal-side user in any list, search, total, record, log or outbox until it is submitted', async () => {
    const code = `DRAFT-${Date.now() % 1_000_000}`;
    const draft = await t.ok<NominationRecord>({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { customCode: code, submit: false }),
    });
    expect(draft.status).toBe('Created');
    // The customer mails the parties about the draft: the mail is the customer's business too.
    await t.ok({ method: 'POST', url: '/api/jput/nomination/sendEmail', token: k.customer, payload: { id: draft.id } });
    const customer = await get(`/api/jput/nomination/list?searchValue=${code}`, k.customer);
    expect((customer.body.data as Page<NominationRecord>).rows.map((n) => n.id)).toEqual([draft.id]);

    for (const user of TERMINAL_SIDE) expect(await traces(user, draft.id, code), user).toEqual([]);

    await t.ok({ method: 'POST', url: `/api/jput/nomination/submit/${draft.id}`, token: k.customer });
    expect(await traces('logistics', draft.id, code)).toEqual([
      'list',
      'search',
      'search total',
      'record',
      'log',
      'audit log',
      'notifications',
      'mail outbox',
    ]);
    expect(await traces('admin', draft.id, code)).toEqual(['mail outbox']);
    expect(await traces('controlroom', draft.id, code)).toEqual([
      'list',
      'search',
      'search total',
      'record',
      'log',
      'notifications',
    ]);
  });

  it('stays unseen when the customer revokes it without ever submitting it', async () => {
    const code = `REVOKED-${Date.now() % 1_000_000}`;
    const draft = await t.ok<NominationRecord>({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { customCode: code, submit: false, surveyorIds: [d.surveyorCompany] }),
    });
    await t.ok({ method: 'POST', url: '/api/jput/nomination/sendEmail', token: k.customer, payload: { id: draft.id } });
    await t.ok({
      method: 'POST',
      url: '/api/jput/nomination/revocationNomination',
      token: k.customer,
      payload: { id: draft.id, reason: 'Not needed after all' },
    });
    const mine = await t.ok<NominationRecord>({
      method: 'GET',
      url: `/api/jput/nomination/${draft.id}`,
      token: k.customer,
    });
    expect(mine.status).toBe('Cancelled');

    for (const user of TERMINAL_SIDE) expect(await traces(user, draft.id, code), user).toEqual([]);
    const record = await get(`/api/jput/nomination/${draft.id}`, tokens.get('logistics')!);
    expect(record.status).toBe(404);
    // Nor the outside parties who see it once submitted: its barge, its operator, its surveyor.
    const outside = ['barge', 'bargeoperator', 'surveyor'];
    for (const user of outside) {
      const token = await t.login(user);
      const seen = [
        (await get(`/api/jput/nomination/${draft.id}`, token)).status,
        (await get(`/api/jput/nomination/list?searchValue=${code}`, token)).body.data,
      ];
      expect(seen, user).toEqual([404, { rows: [], total: 0 }]);
    }
    const cancelled = await get(`/api/jput/nomination/list?statusString=Cancelled&searchValue=${code}`, k.logistics);
    expect((cancelled.body.data as Page<NominationRecord>).total).toBe(0);
  });
});
