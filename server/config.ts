import { z } from 'zod';
import { join } from 'node:path';
import { PROJECT_ROOT } from './paths.js';
import { readFileSync } from 'node:fs';
import { DEFAULT_TIME_ZONE } from '../contract/datetime.js';
import { parseTrustProxy, type TrustProxy } from './platform/trustProxy.js';

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const DEFAULT_DEMO_PASSWORD = 'Berth#Demo2026';

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  /** Port of the embedded PostgreSQL (ignored with DATABASE_URL). */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DEMO_PASSWORD: z.string().min(12).default(DEFAULT_DEMO_PASSWORD),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The address users reach the portal at: every link in an e-mail is built from it (never from a request's Host). */
  PUBLIC_URL: z.url().optional(),
  /** Behind a load balancer: how many proxies, or which, may name the client (platform/trustProxy.ts); never `true`. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /** Opening a database connection, or waiting for a free one (docs/operations.md, "Database timeouts"). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** PostgreSQL cancels a statement that runs longer; the request answers 503. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** PostgreSQL ends a session idle inside a transaction this long (its locks go with it). */
  DB_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Serves GET /api/metrics (Prometheus) to callers presenting it as a bearer token; no metrics without it. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM, how long the process says not ready but still takes requests, before it stops listening. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(5_000),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(10_000),
  /** Until the settings module stores it: the zone the browser shows dates in. */
  TERMINAL_TIME_ZONE: z.string().refine(isTimeZone, 'not an IANA time zone').default(DEFAULT_TIME_ZONE),
  /** smtp://user:password@host:port (or smtps://): the outbox is delivered; without it messages wait in the outbox. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Berth <no-reply@berth.local>'),
  /** A PKCS#12 file with the terminal's signing key and certificate; else one is generated into DATA_DIR. */
  SIGNING_P12: z.string().optional(),
  SIGNING_P12_PASSPHRASE: z.string().optional(),
  /** Base64 of 32 bytes, the same for every API process; else generated into DATA_DIR/secret.key. */
  BERTH_SECRET: z.string().optional(),
  /** Comma-separated host names that are old addresses of the portal, and where it moved (spec §4). */
  OLD_HOSTS: z.string().optional(),
  NEW_HOST_URL: z.url().optional(),
  OLD_HOST_EXPIRY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .default('2024-11-01'),
});

import type { SmtpConfig } from './modules/mailOutbox/mailOutbox.delivery.js';
import type { SigningKey } from './platform/pades.js';

export interface AppConfig {
  version: string;
  /** Which proxies may name the client (X-Forwarded-For); false for none. */
  trustProxy: TrustProxy;
  logLevel: string;
  /** IANA zone of the terminal; Asia/Singapore when not given. */
  timeZone?: string;
  /** Folder of the built browser app; the API alone is served when it is absent. */
  staticDir?: string;
  /** How often open notification streams are checked against their sessions (default 20 s). */
  streamSweepMs?: number;
  /** SMTP delivery of the mail outbox; without it messages wait in the outbox for the admin. */
  smtp?: SmtpConfig;
  /** Seals authenticator secrets (server/platform/secretBox.ts); a random one per process when not given. */
  secretKey?: Buffer;
  /** Failed sign-ins per address and per account per minute (20 unless a test suite needs more). */
  proofsPerMinute?: number;
  /** Every sign-in one address may try in a minute, successes included (300 unless a test needs another). */
  proofAttemptsPerMinute?: number;
  /** PDFs one address may check on the public verify call per minute (30 unless a test needs more). */
  verifiesPerMinute?: number;
  /** Bearer token of GET /api/metrics; the route answers 404 without one. */
  metricsToken?: string;
  /** The portal's public address (no trailing slash): links in e-mails start with it. */
  publicUrl?: string;
  /** The terminal's key for PAdES signatures; one is generated on first use when not given (tests). */
  signingKey?: SigningKey;
  /** Old addresses of the portal: their pages count down and send visitors to `newUrl` (at once after `expiry`). */
  oldHost?: { hosts: string[]; newUrl: string; expiry: string };
}

type Env = z.infer<typeof env>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}

/** package.json's version; a build may append its commit through BERTH_VERSION. */
export function appVersion(): string {
  if (process.env.BERTH_VERSION) return process.env.BERTH_VERSION;
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
