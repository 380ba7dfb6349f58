import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';
import { inRolledBackTransaction, statementOf } from '../support/migrationSql.js';
import { nominationAt } from '../support/nominations.js';

/**
 * Issue 31 review: the completion of a nomination used to cancel its open pilot jobs by writing an
 * English sentence over the planner's remarks (commit 96c0d4e). Migration 0031 moves those jobs to
 * the catalogue key in pilot_jobs.cancel_reason, which every reader sees in their own language, and
 * leaves every other job as it was.
 */
let t: TestApp;
let nominationId: number;
test.beforeAll(async ({ api, demo, tokens }) => {
  t = api;
  nominationId = (await nominationAt(t, demo, tokens, 'Pending Approval')).id;
});

/** Word for word what the old completion code wrote (git show 96c0d4e -- server/modules/pilotage/jobs.completion.ts). */
const OLD_SENTENCE = 'Cancelled: the nomination was completed before this job took place';
const backfill = statementOf('0031_pilot_job_cancel_reason.sql', 'UPDATE "pilot_jobs"');

interface Row {
  id: number;
  status: string;
  remarks: string | null;
  cancel_reason: string | null;
}

describe('migration 0031 backfill of pilot_jobs.cancel_reason', () => {
  it("gives the jobs the old completion cancelled the reason's key and drops the sentence; touches no other job", async () => {
    // As an existing database holds them: cancelled by the old completion; cancelled by the
    // planner with remarks of their own; open with that sentence typed as a remark; cancelled
    // with other remarks and no reason.
    const before: [string, string | null, string | null][] = [
      ['Cancelled', OLD_SENTENCE, null],
      ['Cancelled', 'Tug broke down', 'pilotage.cancelReasons.byPlanner'],
      ['Requested', OLD_SENTENCE, null],
      ['Cancelled', 'Plans changed', null],
    ];
    const after = await inRolledBackTransaction(t, async (c) => {
      const ids: number[] = [];
      for (const [status, remarks, reason] of before) {
        const row = await c.query<{ id: number }>(
          `INSERT INTO pilot_jobs (nomination_id, movement, required_at, duration_minutes, ordered_at, status, remarks, cancel_reason)
           VALUES ($1, 'berthing', now(), 60, now(), $2, $3, $4) RETURNING id`,
          [nominationId, status, remarks, reason],
        );
        ids.push(row.rows[0]!.id);
      }
      expect(backfill).toBeDefined();
      await c.query(`${backfill} AND "id" = ANY($1::int[])`, [ids]);
      const rows = await c.query<Row>(
        'SELECT id, status, remarks, cancel_reason FROM pilot_jobs WHERE id = ANY($1::int[]) ORDER BY id',
        [ids],
      );
      return rows.rows.map((r) => [r.status, r.remarks, r.cancel_reason]);
    });
    expect(after).toEqual([
      ['Cancelled', null, 'pilotage.cancelReasons.notStartedAtCompletion'],
      before[1],
      before[2],
      before[3],
    ]);
  });
});
