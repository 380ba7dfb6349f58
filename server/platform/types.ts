import type { AuditSealer } from './auditSealer.js';
import type { DatabaseErrorTally } from './errors.js';
import type { IdempotencyClaim } from './idempotency.js';
import type { Database, Db } from '../db/client.js';
import type { Clock } from './clock.js';
import type { Permission } from '../../contract/permissions.js';
import type { SigningKey } from './pades.js';
import type { AppConfig } from '../config.js';
import type { SessionCache } from './sessionCache.js';
import type { PicturePool } from './pictures.pool.js';
import type { PdfCheckPool } from './pdfCheck.pool.js';

/** Who is calling, resolved from the bearer token by the guard. */
export interface CallerPrincipal {
  id: number;
  userName: string;
  nickName: string;
  userType: number;
  role: number;
  companyId: number | null;
  shipId: number | null;
  /** The pilot record a pilot user speaks for (DECISIONS.md §7a). */
  pilotId: number | null;
  sessionId: number;
}

/**
 * The live notification streams as the platform uses them: counted by metrics, closed at sign-out
 * and shutdown. modules/notifications implements it; server/app.ts, which wires the module in, adds
 * the module's own members to this interface, so that platform imports no module.
 */
export interface NotificationHub {
  readonly size: number;
  /** This process's LISTEN connection, once the app is ready. */
  listener: { readonly connected: boolean; readonly reconnects: number } | undefined;
  has(userId: number): boolean;
  closeSession(sessionId: number): void;
  closeAll(): void;
}

/** The planner's worker thread as the platform uses it (metrics, shutdown); completed the same way by app.ts. */
export interface PlannerPool {
  /** Jobs in the worker now and waiting for it. */
  load(): { running: number; queued: number };
  close(): Promise<void>;
}

/** What a route declares: public, any signed-in user, or a rule of contract/permissions.ts. */
export type Access = 'public' | 'authenticated' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: CallerPrincipal | null;
    /** The caller's Idempotency-Key for this change (idempotency.ts). */
    idempotency: IdempotencyClaim | null;
  }
  interface FastifyInstance {
    db: Db;
    database: Database;
    clock: Clock;
    config: AppConfig;
    sessionCache: SessionCache;
    notificationHub: NotificationHub;
    /** The auto-planner's worker thread. */
    planner: PlannerPool;
    /** Uploaded pictures decoded and written again (pictures.pool.ts). */
    pictures: PicturePool;
    /** Uploaded PDFs read whole before they are stored (pdfCheck.pool.ts). */
    pdfCheck: PdfCheckPool;
    /** Seals authenticator secrets (secretBox.ts). */
    secretKey: Buffer;
    /** The terminal's PAdES signing key (pades.ts). */
    signingKey: () => SigningKey;
    /** Every /api route's declared access, by "METHOD /path": what the security suite checks the answers against. */
    accessRules: Map<string, Access>;
    /** Chains new audit rows (auditSealer.ts). */
    auditSealer: AuditSealer;
    /** Database failures answered, by SQLSTATE class and outcome (errors.ts; shown by metrics.ts). */
    databaseErrors: DatabaseErrorTally;
    /** Changes answered again with their first answer (idempotency.ts; shown by metrics.ts). */
    idempotencyReplays: { count: number };
    /** The process is stopping: not ready, every answer closes its connection (shutdown.ts). */
    draining: boolean;
    /** The listener is closed: new requests on kept-alive connections are refused (shutdown.ts). */
    closing: boolean;
  }
}
