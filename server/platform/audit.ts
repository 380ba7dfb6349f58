import type { MESSAGES_EN } from '../../contract/messages/index.js';
import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.js';
import { claimIdempotencyKey } from './idempotency.js';
import type { DbOrTx } from '../db/client.js';

/** What the audit log may say: every action and entity has its words in the catalogue, in both languages. */
export type AuditAction = keyof typeof MESSAGES_EN.auditActions;
export type AuditEntity = keyof typeof MESSAGES_EN.auditEntities;

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to the signed-in caller; given explicitly for sign-in, where there is none yet. */
  actor?: { id: number; userName: string; role: number } | null;
}

/** An audit row's values, as `writeAudit` inserts them (its id, hashes and nomination set by the database). */
export function auditValues(request: FastifyRequest, entry: AuditEntry): typeof auditLog.$inferInsert {
  const actor = entry.actor === undefined ? request.principal : entry.actor;
  return {
    at: request.server.clock(),
    userId: actor?.id ?? null,
    userName: actor?.userName ?? null,
    role: actor?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request.ip,
    requestId: request.id,
  };
}

/** Writes one audit row inside the caller's transaction, so the change and its record land together. */
export async function writeAudit(tx: DbOrTx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  // Every change writes its audit entry in its transaction: its idempotency key goes in with it,
  // naming the record, so that a repeat whose answer was lost learns which record was made.
  const record = entry.entityId == null ? undefined : { entity: entry.entity, id: entry.entityId };
  await claimIdempotencyKey(tx, request, record);
  await tx.insert(auditLog).values(auditValues(request, entry));
  // Chained shortly after its transaction commits.
  request.server.auditSealer.soon();
}

/**
 * An audit row for a change made inside another one (laytime's version written by a completion or a
 * signature): the outer change's `writeAudit` already claimed the request's idempotency key for its
 * own record, so this row takes none. Outside a request (the demo's history) it has no actor and its
 * own clock: `at`.
 */
export async function writeNestedAudit(
  tx: DbOrTx,
  by: FastifyRequest | { at: Date },
  entry: AuditEntry,
): Promise<void> {
  if ('server' in by) {
    await tx.insert(auditLog).values(auditValues(by, entry));
    by.server.auditSealer.soon();
    return;
  }
  await tx.insert(auditLog).values({
    at: by.at,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * After a change whose audit row (`auditValues`) went in with the change in one statement (its
 * record's id known only then): what `writeAudit` does around its insert, the idempotency key
 * naming the record and the seal soon after the commit. The row is chained like any other.
 */
export async function auditWritten(
  tx: DbOrTx,
  request: FastifyRequest,
  record: { entity: AuditEntity; id: string | number },
): Promise<void> {
  await claimIdempotencyKey(tx, request, record);
  request.server.auditSealer.soon();
}
