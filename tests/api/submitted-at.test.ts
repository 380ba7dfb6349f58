import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { nominationAt, nominationBody, type Demo, type Tokens } from '../support/nominations.js';
import type { NominationRecord } from '../../contract/schemas/nominations.js';

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

/** The backfill of migration 0030, as written there. */
const backfill = readFileSync('server/db/migrations/0030_nomination_submitted_at.sql', 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .find((s) => /^(--[^\n]*\n)*UPDATE "nominations"/.test(s))!;

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
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await t.ok({ method: 'POST', url: `/api/jput/nomination/submit/${later.id}`, token: k.customer });

    const ids = [draft.id, revokedDraft.id, submitted.id, cancelled.id, later.id];
    const live = await Promise.all(ids.map(submittedAt));
    expect(live.map((v) => v !== null)).toEqual([false, false, true, true, true]);
    expect(live[4]).toEqual(t.clock.now);

    await t.asOwner('UPDATE nominations SET submitted_at = NULL WHERE id = ANY($1::int[])', [ids]);
    expect(backfill).toBeDefined();
    await t.asOwner(backfill);
    expect(await Promise.all(ids.map(submittedAt))).toEqual(live);
  });

  it('counts a row inserted straight past Created as submitted when it was created', async () => {
    const created = new Date('2026-10-01T04:00:00Z');
    const [row] = await t.asOwner<{ at: Date | null }>(
      `INSERT INTO nominations (company_id, barge_id, product_id, quantity, status, created_by, created_at, updated_at)
       VALUES ((SELECT id FROM companies WHERE code = 'STRAITS'), $1, $2, 1000, 'Completed',
               (SELECT id FROM users WHERE user_name = 'customer'), $3, $3)
       RETURNING submitted_at AS at`,
      [d.barges.star1, d.products.mgo, created],
    );
    expect(row!.at).toEqual(created);
  });
});
