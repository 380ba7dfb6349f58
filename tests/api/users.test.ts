import { MESSAGES_EN } from '../../contract/messages/index.js';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import type { UserRecord } from '../../contract/schemas/users.js';
import { TEST_PASSWORD } from '../support/constants.js';

let t: TestApp;
let admin: string;
let straitsId: number;
test.beforeAll(async ({ api, admin: adminToken }) => {
  t = api;
  admin = adminToken;
  straitsId = (
    await t.ok<{ rows: { id: number }[] }>({
      method: 'GET',
      url: '/api/companies/list?searchValue=straits',
      token: admin,
    })
  ).rows[0]!.id;
});

const newUser = (over: object = {}) => ({
  userName: 'jane.customer',
  nickName: 'Jane',
  email: 'jane@straits.example',
  userType: 2,
  role: 5,
  companyId: straitsId,
  password: TEST_PASSWORD,
  ...over,
});

describe('users', () => {
  it('adds a user who can then sign in, and refuses the same user again', async () => {
    const u = await t.ok<UserRecord>({ method: 'POST', url: '/api/system/user', token: admin, payload: newUser() });
    expect(u).toMatchObject({
      userName: 'jane.customer',
      status: 'Active',
      companyName: expect.stringMatching(/Straits/),
    });
    await expect(t.login('jane.customer')).resolves.toEqual(expect.any(String));
    for (const dup of [
      { userName: 'JANE.customer', email: 'other@x.example' },
      { userName: 'someone.else', email: 'JANE@straits.example' },
    ]) {
      const res = await t.call({ method: 'POST', url: '/api/system/user', token: admin, payload: newUser(dup) });
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe(MESSAGES_EN.spec.sameUser);
    }
  });

  it.each([
    [0, 5],
    [1, 4],
    [2, 8],
    [3, 8],
    [4, 9],
    [1, 0],
  ])('refuses userType %i with role %i', async (userType, role) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/system/user',
      token: admin,
      payload: newUser({ userName: `pair${userType}${role}`, email: `p${userType}${role}@x.example`, userType, role }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      msg: MESSAGES_EN.validation.userTypeRole,
      key: 'validation.userTypeRole',
      field: 'role',
    });
  });

  it("refuses a weak password with the spec's message", async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/system/user',
      token: admin,
      payload: newUser({ userName: 'weak', email: 'weak@x.example', password: 'short' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: MESSAGES_EN.spec.passwordRule, key: 'spec.passwordRule', field: 'password' });
  });

  it('without a password, waits as Pending Verification with an e-mail in the outbox', async () => {
    const { password: _omit, ...rest } = newUser({ userName: 'pending.one', email: 'pending@straits.example' });
    const u = await t.ok<UserRecord>({ method: 'POST', url: '/api/system/user', token: admin, payload: rest });
    expect(u.status).toBe('Pending Verification');
    await t.ok({ method: 'GET', url: `/api/system/user/revalidateEmail?id=${u.id}`, token: admin });
    const mails = await t.asOwner<{ to: string }>('SELECT "to" FROM mail_outbox WHERE "to" = $1', [
      'pending@straits.example',
    ]);
    expect(mails).toHaveLength(2);
  });

  it('lists by userType and searchValue, and counts by status', async () => {
    const list = await t.ok<{ rows: UserRecord[]; total: number }>({
      method: 'GET',
      url: '/api/system/user/getList?userType=1&searchValue=ong',
      token: admin,
    });
    expect(list.rows.map((r) => r.userName)).toEqual(['loadingmaster']);
    const n = await t.ok<Record<string, number>>({
      method: 'GET',
      url: '/api/system/user/getUserNumber',
      token: admin,
    });
    expect(n.total).toBe(n.Active! + n.Deactivated! + n['Pending Verification']! + n.Draft!);
    expect(n.Active).toBeGreaterThanOrEqual(14);
  });

  it('freezes a user (its sessions end) and unfreezes it', async () => {
    const u = await t.ok<UserRecord>({
      method: 'POST',
      url: '/api/system/user',
      token: admin,
      payload: newUser({ userName: 'freezeme', email: 'freeze@x.example' }),
    });
    const token = await t.login('freezeme');
    const frozen = await t.ok<UserRecord>({
      method: 'PUT',
      url: '/api/system/user/freeze',
      token: admin,
      payload: { userId: u.id },
    });
    expect(frozen.status).toBe('Deactivated');
    expect((await t.call({ method: 'GET', url: '/api/getInfo', token })).status).toBe(401);
    expect(
      (await t.call({ method: 'PUT', url: '/api/system/user/freeze', token: admin, payload: { userId: u.id } })).status,
    ).toBe(409);
    expect(
      (
        await t.ok<UserRecord>({
          method: 'PUT',
          url: '/api/system/user/unfreeze',
          token: admin,
          payload: { userId: u.id },
        })
      ).status,
    ).toBe('Active');
    await expect(t.login('freezeme')).resolves.toEqual(expect.any(String));
  });

  it('deletes a user nothing points to, and deactivates one with history', async () => {
    const fresh = await t.ok<UserRecord>({
      method: 'POST',
      url: '/api/system/user',
      token: admin,
      payload: newUser({ userName: 'fresh', email: 'fresh@x.example' }),
    });
    expect(await t.ok({ method: 'DELETE', url: `/api/system/user/${fresh.id}`, token: admin })).toEqual({
      deleted: true,
      deactivated: false,
    });
    const used = await t.ok<UserRecord>({
      method: 'POST',
      url: '/api/system/user',
      token: admin,
      payload: newUser({ userName: 'used', email: 'used@x.example' }),
    });
    await t.login('used');
    expect(await t.ok({ method: 'DELETE', url: `/api/system/user/${used.id}`, token: admin })).toEqual({
      deleted: false,
      deactivated: true,
    });
    expect((await t.ok<UserRecord>({ method: 'GET', url: `/api/system/user/${used.id}`, token: admin })).status).toBe(
      'Deactivated',
    );
  });

  it("keeps a company admin to its own company's customer users", async () => {
    const ca = await t.login('companyadmin');
    const own = await t.ok<{ rows: UserRecord[] }>({
      method: 'GET',
      url: '/api/system/user/getList?pageSize=100',
      token: ca,
    });
    expect(own.rows.every((r) => r.companyId === straitsId)).toBe(true);
    const made = await t.ok<UserRecord>({
      method: 'POST',
      url: '/api/system/user',
      token: ca,
      payload: newUser({ userName: 'ca.made', email: 'ca@x.example', companyId: 999 }),
    });
    expect(made.companyId).toBe(straitsId);
    const staff = await t.call({
      method: 'POST',
      url: '/api/system/user',
      token: ca,
      payload: newUser({ userName: 'ca.staff', email: 'cas@x.example', userType: 1, role: 2 }),
    });
    expect(staff.status).toBe(403);
    const logisticsId = (
      await t.ok<{ rows: UserRecord[] }>({
        method: 'GET',
        url: '/api/system/user/getList?searchValue=logistics',
        token: admin,
      })
    ).rows[0]!.id;
    expect(
      (await t.call({ method: 'PUT', url: '/api/system/user/freeze', token: ca, payload: { userId: logisticsId } }))
        .status,
    ).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/system/user/getList', token: await t.login('customer') })).status,
    ).toBe(403);
  });

  it('changes a user with PUT /system/user and refuses a pair outside the table', async () => {
    const u = await t.ok<UserRecord>({
      method: 'POST',
      url: '/api/system/user',
      token: admin,
      payload: newUser({ userName: 'editme', email: 'edit@x.example' }),
    });
    const changed = await t.ok<UserRecord>({
      method: 'PUT',
      url: '/api/system/user',
      token: admin,
      payload: { userId: u.id, nickName: 'Edited', email: 'edited@x.example' },
    });
    expect(changed).toMatchObject({ nickName: 'Edited', email: 'edited@x.example' });
    const bad = await t.call({
      method: 'PUT',
      url: '/api/system/user',
      token: admin,
      payload: { userId: u.id, userType: 3, role: 5 },
    });
    expect(bad.status).toBe(400);
  });
});
