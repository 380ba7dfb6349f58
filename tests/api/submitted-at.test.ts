import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, nominationBody, type Demo, type Tokens } from '../support/nominations.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';
import { inRolledBackTransaction, statementOf } from '../support/migrationSql.js';
import { MINUTE } from '../../contract/time.js';

/**
 * Issue 31 review point 1: whether a nomination was ever submitted is its own fact
 * (nominations.submitted_at): set by the submit step, kept through a later cancellation, never set
 * by revoking a draft. Migration 0030 fills it for existing rows from the nomination log the same
 * way, and a row inserted straight past Created counts as submitted when created.
 */
let t: TestApp;
let d: Demo;
let k: Tokens;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  d = demo;
  k = tokens;
});

const submittedAt = async (id: number) =>
  (await t.asOwner<{ at: Date | null }>('SELECT submitted_at AS at FROM nominations WHERE id = $1', [id]))[0]!.at;
const revoke = (id: number) =>
  t.ok({
    method: 'POST',
    url: '/api/jput/nomination/revocationNomination',
    token: k.customer,
    payload: { id, reason: 'Plans changed' },
  });

const MIGRATION = '0030_nomination_submitted_at.sql';
/** The backfill and the check of migration 0030, as written there. */
const backfill = statementOf(MIGRATION, 'UPDATE "nominations"');
const addCheck = statementOf(MIGRATION, 'ALTER TABLE "nominations" ADD CONSTRAINT "nominations_submitted_ck"');

/**
 * Reruns the backfill over these nominations alone, as on a database from before the column: their
 * submitted_at emptied (the check lifted for that), the backfill run, the check added again as the
 * migration adds it (so every row must satisfy it). Rolled back: the database stays as it was.
 */
const rerunBackfill = (ids: number[]) =>
  inRolledBackTransaction(t, async (c) => {
    expect(backfill).toBeDefined();
    expect(addCheck).toBeDefined();
    await c.query('ALTER TABLE nominations DROP CONSTRAINT nominations_submitted_ck');
    await c.query('UPDATE nominations SET submitted_at = NULL WHERE id = ANY($1::int[])', [ids]);
    await c.query(`${backfill} WHERE n."id" = ANY($1::int[])`, [ids]);
    await c.query(addCheck!);
    const rows = await c.query<{ id: number; at: Date | null }>(
      'SELECT id, submitted_at AS at FROM nominations WHERE id = ANY($1::int[])',
      [ids],
    );
    return ids.map((id) => rows.rows.find((r) => r.id === id)!.at);
  });

/** A row put straight into the table (an import, a fixture), not through the application. */
const insertAt = async (status: string, created: Date, submitted: Date | null = null) =>
  (
    await t.asOwner<{ id: number; at: Date | null }>(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, status, created_by, created_at, updated_at, submitted_at)
       VALUES ((SELECT id FROM companies WHERE code = 'STRAITS'), $1, $2, 1000, $3,
               (SELECT id FROM users WHERE user_name = 'customer'), $4, $4, $5)
       RETURNING id, submitted_at AS at`,
      [d.barges.star1, d.products.mgo, status, created, submitted],
    )
  )[0]!;

describe('when a nomination was submitted', () => {
  it('is set by submitting, kept by a later cancellation, not set by revoking a draft; the backfill agrees', async () => {
    const draft = await nominationAt(t, d, k, 'Created');
    const revokedDraft = await nominationAt(t, d, k, 'Created');
    await revoke(revokedDraft.id);
    const submitted = await nominationAt(t, d, k, 'Pending Barge Readiness Time');
    const cancelled = await nominationAt(t, d, k, 'Pending Approval');
    await revoke(cancelled.id);
    const later = await t.ok<NominationRecord>({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { submit: false }),
    });
    t.clock.now = new Date(t.clock.now.getTime() + MINUTE);
    await t.ok({ method: 'POST', url: `/api/jput/nomination/submit/${later.id}`, token: k.customer });

    const ids = [draft.id, revokedDraft.id, submitted.id, cancelled.id, later.id];
    const live = await Promise.all(ids.map(submittedAt));
    expect(live.map((v) => v !== null)).toEqual([false, false, true, true, true]);
    expect(live[4]).toEqual(t.clock.now);

    expect(await rerunBackfill(ids)).toEqual(live);
  });

  it('backfills a nomination past Created whose log holds only its creation with its creation time', async () => {
    // Made as a draft (its log: the creation entry, to Created), then moved on outside the
    // application's submit step, as an older version or a hand repair could have left it.
    const draft = await t.ok<NominationRecord>({
      method: 'POST',
      url: '/api/jput/nomination',
      token: k.customer,
      payload: nominationBody(d, { submit: false }),
    });
    const log = await t.asOwner<{ to: string | null }>(
      'SELECT to_status AS to FROM nomination_log WHERE nomination_id = $1',
      [draft.id],
    );
    expect(log.map((l) => l.to)).toEqual(['Created']);
    await t.asOwner(`UPDATE nominations SET status = 'Booked' WHERE id = $1`, [draft.id]);
    const [row] = await t.asOwner<{ created: Date }>('SELECT created_at AS created FROM nominations WHERE id = $1', [
      draft.id,
    ]);
    expect(await rerunBackfill([draft.id])).toEqual([row!.created]);
  });
});

describe('the database keeps the rule: past Created and not Cancelled means submitted', () => {
  const created = new Date('2026-10-01T04:00:00Z');

  it('counts a row inserted straight past Created as submitted when it was created', async () => {
    expect((await insertAt('Completed', created)).at).toEqual(created);
  });

  it('leaves a row inserted as Cancelled as it came: without a time it is a revoked draft the terminal never sees', async () => {
    const revoked = await insertAt('Cancelled', created);
    expect(revoked.at).toBeNull();
    // One cancelled after it was submitted keeps its time, and the terminal still sees it.
    const submitted = new Date('2026-10-02T00:00:00Z');
    const cancelled = await insertAt('Cancelled', created, submitted);
    expect(cancelled.at).toEqual(submitted);
    const record = (id: number) => t.call({ method: 'GET', url: `/api/jput/nomination/${id}`, token: k.logistics });
    expect([(await record(revoked.id)).status, (await record(cancelled.id)).status]).toEqual([404, 200]);
  });

  it('sets it on an UPDATE that moves a row past Created outside the submit step: at the time the update stamps, or now', async () => {
    const stamped = await insertAt('Created', created);
    const unstamped = await insertAt('Created', created);
    expect([stamped.at, unstamped.at]).toEqual([null, null]);
    const later = new Date('2026-10-03T08:00:00Z');
    await t.asOwner(`UPDATE nominations SET status = 'Pending Approval', updated_at = $2 WHERE id = $1`, [
      stamped.id,
      later,
    ]);
    const before = Date.now();
    await t.asOwner(`UPDATE nominations SET status = 'Acknowledged' WHERE id = $1`, [unstamped.id]);
    expect(await submittedAt(stamped.id)).toEqual(later);
    const at = (await submittedAt(unstamped.id))!;
    expect(at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(at.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    // Cancelling a draft by hand keeps it unsubmitted.
    const draft = await insertAt('Created', created);
    await t.asOwner(`UPDATE nominations SET status = 'Cancelled' WHERE id = $1`, [draft.id]);
    expect(await submittedAt(draft.id)).toBeNull();
  });

  it('refuses a row past Created and not Cancelled without a submission time', async () => {
    const booked = await insertAt('Booked', created);
    await expect(t.asOwner('UPDATE nominations SET submitted_at = NULL WHERE id = $1', [booked.id])).rejects.toThrow(
      /nominations_submitted_ck/,
    );
    expect(await submittedAt(booked.id)).toEqual(created);
  });
});
