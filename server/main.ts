import { resolve } from 'node:path';
import { appVersion, readEnv } from './config.js';
import { APP_ROLE, appRoleAvailable, ensureDatabase, openDatabase } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { seedHistoryDocuments } from './modules/documents/documents.history.render.js';
import { buildApp } from './app.js';
import { stopGracefully } from './platform/shutdown.js';
import { loadSecretKey } from './platform/secretBox.js';
import { loadSigningKey } from './platform/pades.js';
import { BROWSER_DIST } from './paths.js';
import { installCrashPolicy, redactedErrorText } from './platform/crashPolicy.js';
import { hopCountWarning } from './platform/trustProxy.js';
import { setMailLinks } from './modules/mailPreferences/mailPreferences.token.js';

let embedded: EmbeddedServer | undefined;
/** An error nothing caught: logged with its request, the embedded PostgreSQL stopped, exit non-zero (crashPolicy.ts). */
const crashPolicy = installCrashPolicy({ stop: async () => embedded?.stop() });
/** What a signal does: before the app listens, stop what has started; after, drain (see below). */
let onSignal = async (_signal: NodeJS.Signals): Promise<void> => {
  await embedded?.stop().catch(() => undefined);
  process.exit(0);
};
let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (signalled) return;
    signalled = true;
    void onSignal(signal);
  });

async function main(): Promise<void> {
  const env = readEnv();
  let url = env.DATABASE_URL;
  if (!url) {
    // In a session of its own: Ctrl-C or a signal to this process group reaches the app alone, which
    // stops PostgreSQL once its requests have drained.
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, ownSession: true });
    url = embedded.url.replace(/\/postgres$/, '/berth');
  }
  await ensureDatabase(url);
  const timeouts = {
    connectMs: env.DB_CONNECT_TIMEOUT_MS,
    statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DB_IDLE_TX_TIMEOUT_MS,
  };
  // Migrations run as the connecting user, without a statement timeout (one may rewrite a big
  // table); the app then works as the narrower application role.
  const owner = openDatabase(url, { max: 2, timeouts: { ...timeouts, statementMs: 0 } });
  await runMigrations(owner);
  const asAppRole = await appRoleAvailable(owner.pool);
  await owner.close();
  if (!asAppRole)
    process.stderr.write(
      `Warning: role ${APP_ROLE} is not available; the audit log is guarded by its triggers only.\n`,
    );
  const database = openDatabase(url, { max: env.DB_POOL_SIZE, role: asAppRole ? APP_ROLE : undefined, timeouts });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const secretKey = loadSecretKey(env.DATA_DIR, env.BERTH_SECRET);
  // Before the demo: its story's mails carry unsubscribe and record links, which must be signed with
  // the key this app will check them with and point at its address (buildApp states the same again).
  setMailLinks(secretKey, publicUrl);
  // The demo (demo/) is loaded only when asked for: a production start never reads its code.
  const demo = env.SEED_DEMO === 'true' ? await import('../demo/index.js') : undefined;
  const seeded = demo ? await demo.seedDemo(database.db, env.DEMO_PASSWORD) : false;
  // A fresh demo terminal gets its history too (issue 12), so every screen has something to show.
  const history = seeded && demo ? await demo.seedDemoHistory(database.db, new Date()) : 0;

  const app = await buildApp({
    database,
    config: {
      version: appVersion(),
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      timeZone: env.TERMINAL_TIME_ZONE,
      publicUrl,
      staticDir: BROWSER_DIST,
      smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
      secretKey,
      signingKey: loadSigningKey(env.DATA_DIR, { path: env.SIGNING_P12, passphrase: env.SIGNING_P12_PASSPHRASE }),
      metricsToken: env.METRICS_TOKEN,
      oldHost:
        env.OLD_HOSTS && env.NEW_HOST_URL
          ? {
              hosts: env.OLD_HOSTS.split(',')
                .map((h) => h.trim().toLowerCase())
                .filter(Boolean),
              newUrl: env.NEW_HOST_URL,
              expiry: env.OLD_HOST_EXPIRY,
            }
          : undefined,
    },
  });
  const hopWarning = hopCountWarning(env.TRUST_PROXY);
  if (hopWarning) app.log.warn({ trustProxy: env.TRUST_PROXY }, hopWarning);

  // A deploy's SIGTERM: not ready at once, requests still answered for SHUTDOWN_GRACE_MS while the
  // load balancer notices, then no new work, requests in flight finish (at most SHUTDOWN_DRAIN_MS),
  // live streams told to reconnect elsewhere, then the database connections and the embedded
  // PostgreSQL. Ctrl-C (SIGINT) skips the grace: a terminal has no load balancer to wait for.
  onSignal = async (signal) => {
    const graceMs = signal === 'SIGTERM' ? env.SHUTDOWN_GRACE_MS : 0;
    app.log.info({ signal, graceMs }, 'stopping: not ready, then draining requests in flight');
    await stopGracefully(app, { graceMs, drainMs: env.SHUTDOWN_DRAIN_MS }).catch((e: unknown) => app.log.error(e));
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    app.log.info('stopped');
    process.exit(0);
  };

  crashPolicy.useLogger(app.log);
  await app.listen({ port: env.PORT, host: env.HOST });
  // The demo history's certificates and bills of lading are rendered and sealed after start (a
  // tenth of a second each), so the portal answers at once; one opened meanwhile is drawn on that
  // read. Every start carries on with those a stopped one left (one query when none is left).
  void seedHistoryDocuments(app).then(
    (n) => n > 0 && app.log.info({ documents: n }, 'demo history documents made'),
    (e: unknown) => app.log.warn({ err: e }, 'demo history documents not made'),
  );
  const shown = publicUrl;
  const users = (demo?.DEMO_USERS ?? [])
    .map((u) => `    ${u.userName.padEnd(14)} userType ${u.userType}, role ${u.role}`)
    .join('\n');
  process.stdout.write(
    `\nBerth ${appVersion()} is running at ${shown}\n` +
      `  API docs: ${shown}/api/docs\n` +
      `  Database: ${embedded ? `embedded PostgreSQL in ${resolve(env.DATA_DIR)}` : 'DATABASE_URL'}${seeded ? ` (demo data seeded, ${history} nominations of history)` : ''}\n` +
      (demo
        ? `  Demo sign-ins (password: ${env.DEMO_PASSWORD === process.env.DEMO_PASSWORD ? 'as set in DEMO_PASSWORD' : env.DEMO_PASSWORD}):\n${users}\n`
        : '') +
      '  Press Ctrl-C to stop.\n\n',
  );
}

main().catch(async (err: unknown) => {
  // Redacted: a migration's or the seed's failed query must not print its parameters (crashPolicy.ts).
  process.stderr.write(`Berth could not start: ${redactedErrorText(err)}\n`);
  // A failure after the embedded PostgreSQL started must not leave it running without its owner.
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
