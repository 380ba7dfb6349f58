/**
 * DECISIONS.md §9: every change leaves an audit row. Walks the server's route table: every route with
 * a write method gets one successful call (tests/support/writeCases*.ts) and must add at least one
 * audit row naming the entity it changed. A new write route without a case here fails, so it gets
 * one; the few calls that change nothing or only open or close a session are listed with the reason.
 */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { Demo, Tokens } from '../support/nominations.js';
import { WRITE_CASES, type WriteContext } from '../support/writeCases.js';

let t: TestApp;
let c: WriteContext;
test.beforeAll(async ({ api, demo, tokens }: { api: TestApp; demo: Demo; tokens: Tokens }) => {
  t = api;
  c = {
    t,
    d: demo,
    k: tokens,
    admin: await t.login('admin'),
    head: await t.login('headpilot'),
    inspector: await t.login('inspector'),
    pilot: await t.login('pilot'),
    leader: await t.login('teamleader'),
  };
  // The demo pilot user is linked to a pilot record of its own, as the head of pilot would do.
  const { id: pilotId } = await t.ok<{ id: number }>({
    method: 'POST',
    url: '/api/pilots',
    token: c.head,
    payload: { name: 'Capt. Audit Own', kind: 'pilot' },
  });
  const [user] = await t.asOwner<{ id: number }>("SELECT id FROM users WHERE user_name = 'pilot'");
  await t.ok({
    method: 'PUT',
    url: '/api/system/user',
    token: tokens.logistics,
    payload: { userId: user!.id, pilotId },
  });
  c.pilot = await t.login('pilot');
});

/** Write-method routes that leave no audit row, each with why. */
const NOT_AUDITED: Record<string, string> = {
  'POST /api/login': 'signs in (sessions are audited by the sign-in tests)',
  'POST /api/logout': 'signs out',
  'POST /api/bargeLogin': 'signs a barge in',
  'POST /api/mvpLogin': "signs in through a partner's code",
  'POST /api/tokenLogin/code': 'exchanges a partner token for a sign-in code',
  'POST /api/jput/product/searchProduct': 'a search sent by POST; changes nothing',
  'POST /api/jput/nomination/checkBerth/:id': 'asks the rule engine "why not"; changes nothing',
  'POST /api/planner/propose': 'computes a berth plan; nothing is written until accepted',
  'POST /api/pilotage/autoAssign': 'computes a proposal; nothing is written until accepted',
  'POST /api/documents/verify': 'checks an uploaded PDF against the register; changes nothing',
  'POST /api/system/user/notifications/read': "marks the reader's own notifications read; no record changes",
  'POST /api/system/user/authenticator/setup':
    'keeps a pending secret until it is confirmed; enabling (the change to how the user signs in) is audited',
};
const CASES = WRITE_CASES;
const WRITES = /^(POST|PUT|PATCH|DELETE) /;

describe('every successful write leaves an audit row (DECISIONS.md §9)', () => {
  it('has a call or a reason for every write route of the server, and none for a route it lacks', () => {
    const routes = [...t.app.accessRules.keys()].filter((k) => WRITES.test(k));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((k) => !(k in CASES) && !(k in NOT_AUDITED))).toEqual([]);
    const known = new Set(routes);
    expect([...Object.keys(CASES), ...Object.keys(NOT_AUDITED)].filter((k) => !known.has(k))).toEqual([]);
  });

  it.each(Object.entries(CASES))('%s', async (key, { entity, call }) => {
    const opts = await call(c);
    const [{ last } = { last: 0 }] = await t.asOwner<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM audit_log',
    );
    const res = await t.call(opts);
    expect(res.status, `${key}: ${res.body.msg}`).toBe(200);
    const rows = await t.asOwner<{ entity: string; action: string }>(
      'SELECT entity, action FROM audit_log WHERE id > $1 ORDER BY id',
      [last],
    );
    expect(
      rows.map((r) => r.entity),
      `${key} left ${JSON.stringify(rows)}`,
    ).toContain(entity);
  });
});
