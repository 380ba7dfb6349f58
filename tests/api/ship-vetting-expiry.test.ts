import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { APP_ROLE, openDatabase } from '../../server/db/client.js';
import { runVettingExpiry } from '../../server/modules/shipVettings/shipVettings.expiry.js';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { withDb } from '../support/net.js';
import type { Demo } from '../support/nominations.js';
import { DAY } from '../../contract/time.js';

let t: TestApp;
let d: Demo;
test.beforeAll(async ({ api, demo }) => {
  t = api;
  d = demo;
});

/** An accepted vetting of `shipId`, accepted `acceptedDaysAgo` before the test clock, placed as the owner. */
async function acceptedVetting(shipId: number, acceptedDaysAgo: number): Promise<number> {
  const decided = new Date(t.clock.now.getTime() - acceptedDaysAgo * DAY);
  const expires = new Date(decided);
  expires.setUTCMonth(expires.getUTCMonth() + 12);
  const [row] = await t.asOwner<{ id: number }>(
    `INSERT INTO ship_vettings (ship_id, company_id, status, operation, product_ids, decision, decided_by, decided_at, expires_at, created_by, created_at, updated_at)
     SELECT $1, u.company_id, 6, 'load', '{}', 'Accepted', l.id, $2, $3, u.id, $2, $2
       FROM users u, users l WHERE u.user_name = 'customer' AND l.user_name = 'logistics'
     RETURNING id`,
    [shipId, decided, expires],
  );
  const id = row!.id;
  return id;
}

/** A second API process on the same database, with the same clock: as production runs several. */
async function secondProcess(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = openDatabase(withDb(inject('adminUrl'), t.dbName), { max: 4, role: APP_ROLE });
  const app = await buildApp({
    database,
    clock: () => t.clock.now,
    logger: false,
    config: { version: '9.9.9-test', trustProxy: false, logLevel: 'silent' },
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe('the vetting expiry job', () => {
  it('expires an acceptance 12 months on exactly once across two processes, and warns 30 days before, once', async () => {
    const due = await acceptedVetting(d.barges.pearl, 366);
    const soon = await acceptedVetting(d.barges.star2, 345);
    const fresh = await acceptedVetting(d.barges.star1, 10);
    const other = await secondProcess();
    try {
      const runs = await Promise.all([runVettingExpiry(t.app), runVettingExpiry(other.app), runVettingExpiry(t.app)]);
      expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
      expect(runs.reduce((n, r) => n + r.warned, 0)).toBe(1);
      // Idempotent: the next runs find nothing left to do.
      expect(await runVettingExpiry(other.app)).toEqual({ expired: 0, warned: 0 });
    } finally {
      await other.close();
    }
    const status = async (id: number) =>
      (await t.asOwner<{ status: number }>('SELECT status FROM ship_vettings WHERE id = $1', [id]))[0]!.status;
    expect([await status(due), await status(soon), await status(fresh)]).toEqual([9, 6, 6]);
    const log = await t.asOwner<{ action: number; user_id: number | null }>(
      'SELECT action, user_id FROM vetting_log WHERE vetting_id = $1',
      [due],
    );
    expect(log).toEqual([{ action: 11, user_id: null }]);
    const audit = await t.asOwner('SELECT 1 FROM audit_log WHERE entity = $1 AND entity_id = $2 AND action = $3', [
      'shipVetting',
      String(due),
      'expire',
    ]);
    expect(audit).toHaveLength(1);
    const warned = await t.asOwner<{ user_name: string; message_key: string }>(
      `SELECT u.user_name, n.message_key FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.bid = $1`,
      [soon],
    );
    expect(new Set(warned.map((w) => w.user_name))).toEqual(new Set(['customer', 'companyadmin']));
    expect(warned.every((w) => w.message_key === 'vettingNotices.expiring')).toBe(true);
    // An expired ship is unqualified; moving the clock on a year expires the one accepted 10 days ago.
    const listed = await t.ok<{ rows: { shipId: number; vettingStatus: number | null }[] }>({
      method: 'GET',
      url: '/api/unqualifiedShips/list?pageSize=100',
      token: await t.login('logistics'),
    });
    expect(listed.rows).toContainEqual(expect.objectContaining({ shipId: d.barges.pearl, vettingStatus: 9 }));
    t.clock.advance(366 * DAY);
    expect((await runVettingExpiry(t.app)).expired).toBe(2);
    expect(await status(fresh)).toBe(9);
  });
});
