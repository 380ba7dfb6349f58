/**
 * The recompute job (DECISIONS.md §11): every completed call's laytime from its SoF and the settings
 * now, after a change of the settings. Batches are read as one JSON text each (repository), computed
 * in the worker thread (laytime.worker.ts) while the next batch is read, and written back in one
 * statement that adds a version (reason 'recomputed') only where figures or lines changed, each with
 * its own audit row (before/after figures) by INSERT … SELECT in that statement. Only calls whose SoF
 * is Signed (laytime comes from the signed SoF). One transaction, plus one audit row for the job (its
 * counts, the Draft records whose overstay line moved, the rules); one job at a time.
 */
import type { FastifyRequest } from 'fastify';
import type { LaytimeRecomputed } from '../../../contract/schemas/laytime.js';
import { auditValues, writeAudit } from '../../platform/audit.js';
import { syncOverstayLine } from '../billing/billing.overstay.js';
import { settingsOf } from '../settings/settings.service.js';
import type { LaytimePool } from './laytime.pool.js';
import * as repo from './laytime.repository.js';

/**
 * Calls per batch: the worker's share of a batch (parse, compute, serialise ~2,000 calls) is some
 * 20-40 ms, and the event loop meanwhile only receives and passes on one text per batch.
 */
export const RECOMPUTE_BATCH = 2_000;

export async function recomputeLaytime(request: FastifyRequest, pool: LaytimePool): Promise<LaytimeRecomputed> {
  const started = performance.now();
  return request.server.db.transaction(async (tx) => {
    await repo.lockRecompute(tx);
    const settings = await settingsOf(request, tx);
    const now = request.server.clock();
    // Each version's own audit row names the caller and request, as writeAudit would.
    const v = auditValues(request, { action: 'recordLaytime', entity: 'laytime' });
    const job = {
      at: now,
      userId: v.userId ?? null,
      userName: v.userName ?? null,
      role: v.role ?? null,
      ip: v.ip ?? null,
      requestId: v.requestId ?? null,
    };
    let recomputed = 0;
    const changed: number[] = [];
    let batch = await repo.completedBatch(tx, 0, RECOMPUTE_BATCH);
    while (batch.n > 0) {
      const computing = pool.recompute({ calls: batch.calls, laytime: settings.laytime });
      // The next batch is read while the worker computes this one (one connection: the write queues after it).
      const next =
        batch.n === RECOMPUTE_BATCH && batch.last !== null
          ? repo.completedBatch(tx, batch.last, RECOMPUTE_BATCH)
          : Promise.resolve({ calls: '[]', last: null, n: 0 });
      const done = await Promise.all([computing, next]);
      const { values, computed } = done[0];
      recomputed += computed;
      changed.push(...(await repo.insertChanged(tx, values, job)));
      batch = done[1];
    }
    // A changed result moves the overstay line of a record still a Draft (billing.overstay.ts); each
    // version's audit row (insertChanged) covers its record's line, as a single call's does.
    const drafts = await repo.withDraftRecord(tx, changed);
    for (const id of drafts) await syncOverstayLine(tx, id, now, settings);
    const result = { recomputed, changed: changed.length, ms: Math.round(performance.now() - started) };
    await writeAudit(tx, request, {
      action: 'recomputeLaytime',
      entity: 'laytime',
      entityId: null,
      before: null,
      after: { recomputed, changed: changed.length, draftsMoved: drafts, rules: settings.laytime },
    });
    return result;
  });
}
