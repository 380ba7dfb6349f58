import { resolve } from 'node:path';
import { appVersion, readEnv } from './config.js';
import { APP_ROLE, appRoleAvailable, ensureDatabase, openDatabase } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { DEMO_USERS, seedDemo } from './db/seed.js';
import { seedHistory } from './db/history.js';
import { buildApp } from './app.js';
import { loadSecretKey } from './platform/secretBox.js';
import { BROWSER_DIST } from './paths.js';

async function main(): Promise<void> {
  const env = readEnv();
  let embedded: EmbeddedServer | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT });
    url = embedded.url.replace(/\/postgres$/, '/berth');
  }
  await ensureDatabase(url);
  // Migrations run as the connecting user; the app then works as the narrower application role.
  const owner = openDatabase(url, 2);
  await runMigrations(owner.db);
  const asAppRole = await appRoleAvailable(owner.pool);
  await owner.close();
  if (!asAppRole)
    process.stderr.write(
      `Warning: role ${APP_ROLE} is not available; the audit log is guarded by its triggers only.\n`,
    );
  const database = openDatabase(url, env.DB_POOL_SIZE, asAppRole ? APP_ROLE : undefined);
  const seeded = env.SEED_DEMO === 'true' ? await seedDemo(database.db, env.DEMO_PASSWORD) : false;
  // A fresh demo terminal gets its history too (issue 12), so every screen has something to show.
  const history = seeded ? await seedHistory(database.db, new Date()) : 0;

  const app = await buildApp({
    database,
    config: {
      version: appVersion(),
      trustProxy: env.TRUST_PROXY === 'true',
      logLevel: env.LOG_LEVEL,
      timeZone: env.TERMINAL_TIME_ZONE,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      staticDir: BROWSER_DIST,
      smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
      secretKey: loadSecretKey(env.DATA_DIR, env.BERTH_SECRET),
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

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const users = DEMO_USERS.map((u) => `    ${u.userName.padEnd(14)} userType ${u.userType}, role ${u.role}`).join('\n');
  process.stdout.write(
    `\nBerth ${appVersion()} is running at ${shown}\n` +
      `  API docs: ${shown}/api/docs\n` +
      `  Database: ${embedded ? `embedded PostgreSQL in ${resolve(env.DATA_DIR)}` : 'DATABASE_URL'}${seeded ? ` (demo data seeded, ${history} nominations of history)` : ''}\n` +
      (env.SEED_DEMO === 'true'
        ? `  Demo sign-ins (password: ${env.DEMO_PASSWORD === process.env.DEMO_PASSWORD ? 'as set in DEMO_PASSWORD' : env.DEMO_PASSWORD}):\n${users}\n`
        : '') +
      '  Press Ctrl-C to stop.\n\n',
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`Berth could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
