/**
 * Laytime (DECISIONS.md §11): each completed call's result, computed from its signed SoF's rows and
 * the settings (laytime.compute.ts), stored as versions; a version is written only when the figures
 * or the lines change, with its audit row, and the billing record's overstay line follows it.
 */
import type { FastifyRequest } from 'fastify';
import type { LaytimeReason, LaytimeRecord, LaytimeResult } from '../../../contract/schemas/laytime.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import type { Tx } from '../../db/client.js';
import { writeNestedAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { syncOverstayLine } from '../billing/billing.overstay.js';
import { settingsOf } from '../settings/settings.service.js';
import { computeCall, figuresOf, type ComputedValues } from './laytime.compute.js';
import * as repo from './laytime.repository.js';

/**
 * Who computes, outside a request: the demo's history (no caller, its own clock and settings).
 * In a request the caller, the request's clock and the terminal's settings are used.
 */
export interface LaytimeContext {
  now: Date;
  settings: Settings;
}
type Ctx = FastifyRequest | LaytimeContext;
const isRequest = (c: Ctx): c is FastifyRequest => 'server' in c;

/** JSON with every object's keys sorted: jsonb keeps its own key order, so values are compared, not orders. */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );
const sameResult = (row: repo.ResultRow, v: ComputedValues) =>
  canonical(figuresOf(row)) === canonical(figuresOf(v)) && canonical(row.lines) === canonical(v.lines);

export function toResult(row: repo.ResultRow): LaytimeResult {
  return {
    version: row.version,
    reason: row.reason as LaytimeReason,
    computedAt: row.computedAt.toISOString(),
    ...figuresOf(row),
    basis: row.basis as LaytimeResult['basis'],
    lines: row.lines as LaytimeResult['lines'],
  };
}

/**
 * Computes a call's laytime from its signed statement of facts (DECISIONS §11: laytime comes "from
 * the signed SoF") and writes the next version when its figures or lines differ from the latest (the
 * first always), with an audit row (before: the previous version's figures). Called by both halves
 * of the rule, completion and the SoF's signature (documents.outcome.ts `finished`): whichever comes
 * last writes. Null, nothing written, while the SoF is not Signed or cannot be computed (no start or
 * no hoses disconnected). The first version's reason is always 'completed' (the call's result once
 * completed and signed), whichever half came last. Every version moves the Draft billing record's
 * overstay line (billing.overstay.ts): at completion the record is made after this and the sync does
 * nothing (makeBillingRecord syncs once its lines are in); a first version written at a later
 * signature finds the record and must give it its line.
 */
export async function recordLaytime(
  tx: Tx,
  ctx: Ctx,
  nominationId: number,
  reason: LaytimeReason,
): Promise<LaytimeResult | null> {
  const settings = isRequest(ctx) ? await settingsOf(ctx, tx) : ctx.settings;
  const now = isRequest(ctx) ? ctx.server.clock() : ctx.now;
  // FOR UPDATE: the recompute job's insert takes the nomination's key-share lock (the foreign key),
  // so a job and a single call never write the same version; whichever comes second waits.
  await repo.lockNomination(tx, nominationId);
  const call = await repo.callFacts(tx, nominationId);
  const values = call?.sofSigned ? computeCall(call, settings.laytime) : null;
  if (!values) return null;
  const latest = await repo.latestResult(tx, nominationId);
  if (latest && sameResult(latest, values)) return toResult(latest);
  const computedBy = isRequest(ctx) ? (ctx.principal?.id ?? null) : null;
  const version = (latest?.version ?? 0) + 1;
  const why = latest ? reason : 'completed';
  const row = await repo.insertResult(tx, values, { version, reason: why, computedBy, computedAt: now });
  await writeNestedAudit(tx, isRequest(ctx) ? ctx : { at: now }, {
    action: 'recordLaytime',
    entity: 'laytime',
    entityId: nominationId,
    before: latest ? { version: latest.version, ...figuresOf(latest) } : null,
    after: { version, reason: why, ...figuresOf(row) },
  });
  await syncOverstayLine(tx, nominationId, now, settings);
  return toResult(row);
}

export const laytimeService = {
  /** The call's latest result and its versions, within the caller's scope (another's: 404). */
  read: (request: FastifyRequest, id: number): Promise<LaytimeRecord> =>
    request.server.db.transaction(async (tx) => {
      const call = await repo.visibleCall(tx, callerOf(request), id);
      if (!call) throw notFound();
      const latest = await repo.latestResult(tx, id);
      const versions = await repo.versionsOf(tx, id);
      return {
        nominationId: id,
        result: latest ? toResult(latest) : null,
        unavailable: latest
          ? null
          : call.status !== 'Completed'
            ? 'notCompleted'
            : call.sofSigned
              ? 'notComputable'
              : 'notSigned',
        versions: versions.map((v) => ({
          ...v,
          reason: v.reason as LaytimeReason,
          computedAt: v.computedAt.toISOString(),
        })),
      };
    }),
};
