import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/net.js';
import { startServer } from '../support/serverProcess.js';
import { CRASH_EXIT_CODE } from '../../server/platform/crashPolicy.js';

/**
 * The crash policy in the compiled server with its embedded PostgreSQL (issue 30): an error thrown
 * where nothing catches it, in a callback a request started, is logged at fatal level with that
 * request's id; PostgreSQL is stopped, not orphaned; the process exits non-zero for its supervisor
 * to start it again. The throw comes from a test-only module loaded with --import
 * (fixtures/crashInRequest.mjs), as pdfkit's did from a zlib callback.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'berth-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const probe = fileURLToPath(new URL('./fixtures/crashInRequest.mjs', import.meta.url));

/** Whether something accepts connections on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('an error that escapes every handler', () => {
  it("is logged with the request's id, stops the embedded PostgreSQL, and ends the process non-zero", async () => {
    const pgPort = await freePort();
    const server = await startServer({
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: undefined,
      NODE_OPTIONS: `--import ${probe}`,
    });
    await server.ready();
    expect(await listening(pgPort)).toBe(true);
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    await fetch(`${server.base}/api/health`, {
      headers: { 'x-request-id': 'crash-probe-0001', 'x-crash-probe': 'zlib' },
    }).catch(() => undefined);
    const code = await server.exited();

    expect(code).toBe(CRASH_EXIT_CODE);
    const fatal = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; reqId?: string; msg: string; err?: { message: string } })
      .find((line) => line.level === 60);
    expect(fatal).toMatchObject({
      reqId: 'crash-probe-0001',
      msg: 'uncaught error: stopping the process',
      err: { message: 'crash probe: thrown in a zlib callback' },
    });
    // Stopped cleanly: PostgreSQL removes its lock file on a clean shutdown and no longer listens.
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(await listening(pgPort)).toBe(false);
  });
});
