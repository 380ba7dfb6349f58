import { describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { withDb } from '../support/net.js';
import type { AuditVerifyResult } from '../../contract/schemas/audit.js';

/**
 * The audit chain without a turn-taking head row (issue 14, 11): rows are appended freely and sealed
 * in id order afterwards. A row still being written holds the sealer back; a rolled-back one does
 * not for ever; the one change a row ever takes is its sealing, right and in order.
 */
let t: TestApp;
let token: string;
test.beforeAll(async ({ api, admin }) => {
  t = api;
  token = admin;
});

const verify = () => t.ok<AuditVerifyResult>({ method: 'GET', url: '/api/audit/verify', token });
const INSERT = `INSERT INTO audit_log (at, action, entity) VALUES (now(), 'create', 'tank') RETURNING id`;

async function ownerClient() {
  const c = new pg.Client({ connectionString: withDb(inject('adminUrl'), t.dbName) });
  await c.connect();
  return c;
}

describe('sealing the audit chain', () => {
  it('waits for a row still being written before sealing past it, then seals in id order', async () => {
    const open = await ownerClient();
    try {
      await open.query('BEGIN');
      const held = Number((await open.query<{ id: string }>(INSERT)).rows[0]!.id);
      await t.login('customer'); // a later row, committed
      const waiting = await verify();
      expect(waiting.ok).toBe(true);
      expect(waiting.lastId).toBe(held - 1);
      expect(waiting.pending).toBeGreaterThanOrEqual(1);
      await open.query('COMMIT');
      const done = await verify();
      expect(done).toMatchObject({ ok: true, pending: 0 });
      expect(done.lastId).toBeGreaterThan(held);
      const chain = await t.asOwner<{ id: string; prev_hash: string; prev_row_hash: string }>(
        `SELECT id, prev_hash, lag(hash) OVER (ORDER BY id) AS prev_row_hash FROM audit_log ORDER BY id`,
      );
      expect(chain.slice(1).every((r) => r.prev_hash === r.prev_row_hash)).toBe(true);
    } finally {
      await open.end();
    }
  });

  it('verify waits for a sealer at work and then seals what was committed before it was called', async () => {
    const sealer = await ownerClient();
    try {
      await sealer.query('BEGIN');
      await sealer.query('SELECT pg_advisory_xact_lock(727003)'); // as audit_seal holds it while it works
      await t.login('customer'); // a committed row the busy sealer has not seen
      const answer = verify();
      await new Promise((r) => setTimeout(r, 200));
      await sealer.query('COMMIT');
      expect(await answer).toMatchObject({ ok: true, pending: 0 });
    } finally {
      await sealer.end();
    }
  });

  it('seals past a rolled-back row once no older transaction is open', async () => {
    const c = await ownerClient();
    try {
      await c.query('BEGIN');
      const gone = Number((await c.query<{ id: string }>(INSERT)).rows[0]!.id);
      await c.query('ROLLBACK');
      await t.login('customer');
      const sealed = await verify();
      expect(sealed).toMatchObject({ ok: true, pending: 0 });
      expect(sealed.lastId).toBeGreaterThan(gone);
    } finally {
      await c.end();
    }
  });

  it('lets nobody forge or change a hash: not at insert, not a sealed row, not a wrong seal', async () => {
    const [row] = (
      await t.database.pool.query<{ id: string; hash: string | null }>(
        `INSERT INTO audit_log (at, action, entity, hash, prev_hash) VALUES (now(), 'create', 'tank', 'forged', 'forged') RETURNING id, hash`,
      )
    ).rows;
    expect(row!.hash).toBeNull();
    await expect(t.database.pool.query(`UPDATE audit_log SET hash = 'x' WHERE id = $1`, [row!.id])).rejects.toThrow(
      /permission denied|append-only/,
    );
    await expect(t.asOwner(`UPDATE audit_log SET hash = repeat('0', 64) WHERE id = ${row!.id}`)).rejects.toThrow(
      /append-only/,
    );
    await verify();
    await expect(t.asOwner(`UPDATE audit_log SET hash = NULL WHERE id = ${row!.id}`)).rejects.toThrow(/append-only/);
    expect(await verify()).toMatchObject({ ok: true, pending: 0 });
  });
});
