/**
 * Laytime (DECISIONS.md §11): each completed call's result, computed from its current SoF rows and
 * the settings (laytime.compute.ts), stored as versions; a version is written only when the figures
 * or the lines change, with its audit row, and the billing record's overstay line follows it.
 */
import type { FastifyRequest } from 'fastify';
import type { LaytimeReason, LaytimeRecord, LaytimeResult } from '../../../contract/schemas/laytime.js';
import type { Settings } from '../../../contract/schemas/settings.js';
import type { Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { auditValues, type AuditEntry } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { syncOverstayLine } from '../billing/billing.overstay.js';
import { settingsOf } from '../settings/settings.service.js';
import { computeCall, type ComputedValues } from './laytime.compute.js';
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

/**
 * The audit row, in the caller's transaction. Not `writeAudit`: laytime runs inside another change
 * (a completion, a signature) whose own audit entry names the record the request made, so this one
 * must not take the request's idempotency key.
 */
async function audit(tx: Tx, ctx: Ctx, entry: AuditEntry) {
  if (isRequest(ctx)) {
    await tx.insert(auditLog).values(auditValues(ctx, entry));
    ctx.server.auditSealer.soon();
  } else
    await tx.insert(auditLog).values({
      at: ctx.now,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
}

const figuresOf = (r: {
  allowedMinutes: number;
  usedMinutes: number;
  excludedMinutes: number;
  terminalDelayMinutes: number;
  overMinutes: number;
  savedMinutes: number;
  overstayMinutes: number;
}) => ({
  allowedMinutes: r.allowedMinutes,
  usedMinutes: r.usedMinutes,
  excludedMinutes: r.excludedMinutes,
  terminalDelayMinutes: r.terminalDelayMinutes,
  overMinutes: r.overMinutes,
  savedMinutes: r.savedMinutes,
  overstayMinutes: r.overstayMinutes,
});
const figuresOfValues = (v: ComputedValues) => ({
  allowedMinutes: v.allowed_minutes,
  usedMinutes: v.used_minutes,
  excludedMinutes: v.excluded_minutes,
  terminalDelayMinutes: v.terminal_delay_minutes,
  overMinutes: v.over_minutes,
  savedMinutes: v.saved_minutes,
  overstayMinutes: v.overstay_minutes,
});

/** JSON with every object's keys sorted: jsonb keeps its own key order, so values are compared, not orders. */
const canonical = (v: unknown) =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );
const sameResult = (row: repo.ResultRow, v: ComputedValues) =>
  canonical(figuresOf(row)) === canonical(figuresOfValues(v)) && canonical(row.lines) === canonical(v.lines);

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
 * Computes a call's laytime and writes the next version when its figures or lines differ from the
 * latest (the first always), with an audit row (before: the previous version's figures). A version
 * after the first moves the billing record's overstay line (billing.overstay.ts); the first is
 * written before the completion makes the record, which reads it then. Null while the call's SoF
 * cannot be computed (no start or no hoses disconnected): nothing is written.
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
  const values = call && computeCall(call, settings.laytime);
  if (!values) return null;
  const latest = await repo.latestResult(tx, nominationId);
  if (latest && sameResult(latest, values)) return toResult(latest);
  const computedBy = isRequest(ctx) ? (ctx.principal?.id ?? null) : null;
  const version = (latest?.version ?? 0) + 1;
  const row = await repo.insertResult(tx, values, { version, reason, computedBy, computedAt: now });
  await audit(tx, ctx, {
    action: 'recordLaytime',
    entity: 'laytime',
    entityId: nominationId,
    before: latest ? { version: latest.version, ...figuresOf(latest) } : null,
    after: { version, reason, ...figuresOf(row) },
  });
  if (version > 1) await syncOverstayLine(tx, nominationId, now, settings);
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
        unavailable: latest ? null : call.status === 'Completed' ? 'notComputable' : 'notCompleted',
        versions: versions.map((v) => ({
          ...v,
          reason: v.reason as LaytimeReason,
          computedAt: v.computedAt.toISOString(),
        })),
      };
    }),
};
