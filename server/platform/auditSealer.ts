import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';

/** How often each process seals whatever is pending, besides right after its own changes. */
const SEAL_EVERY_MS = 1_000;

export interface AuditSealer {
  /** Seal soon: after a change committed. Calls close together are one seal. */
  soon(): void;
}

/** Chains every pending audit row (modules/audit's sealAudit, handed in by app.ts: platform imports no module). */
type SealAudit = (db: Db) => Promise<unknown>;

/**
 * Chains new audit rows shortly after they commit (audit_seal, migration 0018): right after a
 * change of this process, and every second for the rows of any process. Only one sealer works at a
 * time across processes; the others' calls return at once. A failure (the database away) is only
 * logged: the rows wait, and the next call seals them.
 */
export function registerAuditSealer(app: FastifyInstance, sealAudit: SealAudit): void {
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await sealAudit(app.db);
      } while (again);
    } catch (e) {
      app.log.warn({ err: e }, 'audit sealing failed; will retry');
    } finally {
      running = false;
    }
  };
  let queued: NodeJS.Timeout | undefined;
  app.decorate('auditSealer', {
    soon() {
      queued ??= setTimeout(() => {
        queued = undefined;
        void run();
      }, 10);
    },
  } satisfies AuditSealer);
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), SEAL_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(queued);
  });
}
