import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { canAccessNamed } from '../../contract/permissions.js';
import { DEMO_USERS } from '../../demo/seed.js';

let t: TestApp;
const tokens = new Map<string, string>();
test.beforeAll(async ({ api }) => {
  t = api;
  for (const u of DEMO_USERS) tokens.set(u.userName, await t.login(u.userName));
});

/** Each list of the master data, and the permission it needs. */
const LISTS = [
  ['/api/companies/list', 'companies'],
  ['/api/ships/list', 'ships'],
  ['/api/jetties/list', 'jetties'],
  ['/api/tanks/list', 'tanks'],
  ['/api/products/list', 'products'],
  ['/api/pilots/list', 'pilots'],
  ['/api/equipmentReports/list', 'equipmentReports'],
  ['/api/unqualifiedShips/list', 'unqualifiedShips'],
  ['/api/system/user/getList', 'users'],
  ['/api/partnerApps/list', 'partnerApps'],
  ['/api/audit/verify', 'auditLog'],
  // The safety checklist's template and its due checks (issue 33).
  ['/api/checklist-items', 'portCall'],
  ['/api/checklist/due', 'portCall'],
] as const;
/** The lists whose action is not `list`. */
const ACTIONS: Record<string, string> = {
  '/api/audit/verify': 'verify',
  '/api/checklist-items': 'template',
  '/api/checklist/due': 'due',
};

describe('the server enforces the permission table on every master-data list', () => {
  it.each(
    DEMO_USERS.flatMap((u) => LISTS.map(([url, resource]) => [u.userName, url, resource, u.userType, u.role] as const)),
  )('%s → %s', async (userName, url, resource, userType, role) => {
    const res = await t.call({ method: 'GET', url, token: tokens.get(userName) });
    const action = ACTIONS[url] ?? 'list';
    expect(res.status).toBe(canAccessNamed({ userType, role }, action, resource) ? 200 : 403);
  });

  it('refuses every change to a user without the right, whatever the body', async () => {
    const surveyor = tokens.get('surveyor')!;
    for (const [method, url] of [
      ['POST', '/api/companies'],
      ['POST', '/api/ships'],
      ['POST', '/api/jetties'],
      ['POST', '/api/tanks'],
      ['POST', '/api/pilots'],
      ['POST', '/api/unqualifiedShips'],
      ['POST', '/api/system/user'],
      ['PUT', '/api/settings'],
      ['POST', '/api/partnerApps'],
      ['POST', '/api/jput/product/addProduct'],
    ] as const) {
      expect((await t.call({ method, url, token: surveyor, payload: {} })).status, `${method} ${url}`).toBe(403);
    }
  });
});
