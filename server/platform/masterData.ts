import type { FastifyRequest } from 'fastify';
import type { DbOrTx, Tx } from '../db/client.js';
import { audited, found } from './mutation.js';
import type { AuditEntity } from './audit.js';
import type { ResourceService } from './resourceRoutes.js';

/**
 * What one master-data resource knows about itself; `masterDataService` adds the rest
 * (audit rows, transactions, not-found, scope checks) the same way for every resource.
 */
interface MasterDataStore<Q, I, R> {
  /** The audit log's entity name. */
  entity: AuditEntity;
  list(request: FastifyRequest, query: Q): Promise<{ rows: R[]; total: number }>;
  /** The record, or nothing when it does not exist or is out of the caller's sight (answered as missing). */
  find(db: DbOrTx, id: number, request: FastifyRequest): Promise<R | undefined>;
  insert(tx: Tx, input: I, request: FastifyRequest): Promise<number>;
  update(tx: Tx, id: number, input: I, request: FastifyRequest): Promise<void>;
  /** Refuses input that breaks a rule (a taken number, a missing reference); `id` is absent on create. */
  check?(tx: Tx, input: I, id: number | undefined, request: FastifyRequest): Promise<void>;
  /** Rewrites the caller's input before anything else (a barge operator's company is its own). */
  shape?(request: FastifyRequest, input: I): I;
  /** Refuses a record outside the caller's data scope, for reading or for writing. */
  guard?(request: FastifyRequest, record: R, purpose: 'read' | 'write'): void;
  /** Refuses bringing a record back when that would break a rule (a name taken meanwhile). */
  checkRestore?(tx: Tx, record: R): Promise<void>;
}

/** A resource that is deactivated and restored, never deleted (DECISIONS.md §9). */
interface DeactivatableStore<Q, I, R> extends MasterDataStore<Q, I, R> {
  setActive(tx: Tx, id: number, active: boolean, request: FastifyRequest): Promise<void>;
}

type Load<R> = (request: FastifyRequest, db: DbOrTx, id: number, purpose: 'read' | 'write') => Promise<R>;

/** List, read, create and update, each change with its audit entry in one transaction, every record in scope. */
export function auditedRecords<Q, I, R>(store: MasterDataStore<Q, I, R>) {
  const load: Load<R> = async (request, db, id, purpose) => {
    const record = found(await store.find(db, id, request));
    store.guard?.(request, record, purpose);
    return record;
  };
  const shape = (request: FastifyRequest, input: I) => (store.shape ? store.shape(request, input) : input);
  const service: Omit<ResourceService<Q, I, R>, 'deactivate' | 'restore'> = {
    list: (request, query) => store.list(request, query),
    get: (request, id) => load(request, request.server.db, id, 'read'),
    create: (request, raw) =>
      audited(request, async (tx) => {
        const input = shape(request, raw);
        await store.check?.(tx, input, undefined, request);
        const id = await store.insert(tx, input, request);
        const after = found(await store.find(tx, id, request));
        return { action: 'create', entity: store.entity, entityId: id, before: null, after };
      }),
    update: (request, id, raw) =>
      audited(request, async (tx) => {
        const before = await load(request, tx, id, 'write');
        const input = shape(request, raw);
        await store.check?.(tx, input, id, request);
        await store.update(tx, id, input, request);
        const after = found(await store.find(tx, id, request));
        return { action: 'update', entity: store.entity, entityId: id, before, after };
      }),
  };
  return { service, load };
}

/** The whole uniform resource: `auditedRecords` plus deactivate and restore, audited the same way. */
export function masterDataService<Q, I, R>(store: DeactivatableStore<Q, I, R>): ResourceService<Q, I, R> {
  const { service, load } = auditedRecords(store);
  const setActive = (request: FastifyRequest, id: number, active: boolean) =>
    audited(request, async (tx) => {
      const before = await load(request, tx, id, 'write');
      if (active) await store.checkRestore?.(tx, before);
      await store.setActive(tx, id, active, request);
      const after = found(await store.find(tx, id, request));
      return { action: active ? 'restore' : 'deactivate', entity: store.entity, entityId: id, before, after };
    });
  return {
    ...service,
    deactivate: (request, id) => setActive(request, id, false),
    restore: (request, id) => setActive(request, id, true),
  };
}
