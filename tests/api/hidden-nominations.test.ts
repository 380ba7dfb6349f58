import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { at, nominationAt, type Demo, type Tokens } from '../support/nominations.js';

let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens: signedIn }) => {
  t = api;
  d = demo;
  k = signedIn;
});

const hide = (id: number, hideFromTerminal: boolean) =>
  t.ok({ method: 'PUT', url: '/api/jput/nomination', token: k.customer, payload: { id, hideFromTerminal } });

describe('a nomination hidden from the terminal (DECISIONS §9)', () => {
  it('is out of the audit log and the mail outbox that terminal staff read, and back when shown again', async () => {
    // Submitted: a draft is out of the terminal's sight anyway (issue 31).
    const n = await nominationAt(t, d, k, 'Pending Approval');
    await t.ok({ method: 'POST', url: '/api/jput/nomination/sendEmail', token: k.logistics, payload: { id: n.id } });
    const audit = async () =>
      (
        await t.ok<{ rows: { entity: string; entityId: string }[] }>({
          method: 'GET',
          url: `/api/auditLog/list?entity=nomination&searchValue=${n.id}&pageSize=100`,
          token: k.logistics,
        })
      ).rows.filter((r) => r.entityId === String(n.id));
    const outbox = async () =>
      (
        await t.ok<{ rows: { id: number; subject: string }[] }>({
          method: 'GET',
          url: `/api/mailOutbox/list?searchValue=${encodeURIComponent(`#${n.id}`)}&pageSize=100`,
          token: k.logistics,
        })
      ).rows.filter((m) => m.subject === `Barging nomination #${n.id}`);
    expect((await audit()).length).toBeGreaterThan(0);
    const mails = await outbox();
    expect(mails.length).toBeGreaterThan(0);

    await hide(n.id, true);
    expect(await audit()).toEqual([]);
    expect(await outbox()).toEqual([]);
    const one = await t.call({ method: 'GET', url: `/api/mailOutbox/${mails[0]!.id}`, token: k.logistics });
    expect(one.status).toBe(404);

    await hide(n.id, false);
    expect((await audit()).length).toBeGreaterThan(0);
    expect((await outbox()).length).toBe(mails.length);
  });

  it('answers a mooring report for it exactly as for a nomination that does not exist', async () => {
    const n = await nominationAt(t, d, k, 'Booked', {}, { hours: 950 });
    // A booked nomination's details are locked for the customer; the flag is set here directly.
    await t.asOwner('UPDATE nominations SET hide_from_terminal = true WHERE id = $1', [n.id]);
    const report = (nominationId: number) =>
      t.call({
        method: 'POST',
        url: '/api/mooringReports',
        token: k.logistics,
        payload: { nominationId, firstLineAshore: at(t, 950), allFast: at(t, 950.5), linesUsed: 4 },
      });
    const hidden = await report(n.id);
    const missing = await report(99_999_999);
    expect(hidden.status).toBe(missing.status);
    expect(hidden.body).toEqual(missing.body);
  });
});
