import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.js';
import { writeAudit, type AuditAction, type AuditEntity } from './audit.js';
import { claimIdempotencyKey } from './idempotency.js';
import { notFound } from './errors.js';

interface Change<R> {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | string;
  before: unknown;
  after: R;
}

/**
 * Runs a change and its audit entry in one transaction: either both land or neither does.
 * `fn` returns what changed; the audit row records before and after.
 */
export async function audited<R>(request: FastifyRequest, fn: (tx: Tx) => Promise<Change<R>>): Promise<R> {
  return request.server.db.transaction(async (tx) => {
    // First: a concurrent repeat of this request waits here for this one's outcome, not at its end.
    await claimIdempotencyKey(tx, request);
    const change = await fn(tx);
    await writeAudit(tx, request, {
      action: change.action,
      entity: change.entity,
      entityId: change.entityId,
      before: change.before,
      after: change.after,
    });
    return change.after;
  });
}

export function found<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}

export const iso = (v: Date | null): string | null => (v === null ? null : v.toISOString());
