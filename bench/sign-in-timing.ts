/**
 * Sign-in answers take the same time whatever the account: an unknown user name, a known one with a
 * wrong password, and a locked account (issue 13: 3 vs 13 ms, 4 vs 16 ms before). Rounds of the
 * three interleaved, each a fresh request; prints one JSON line with min/median/max per case and
 * the ratio of each to the unknown user's median (1.0 is the goal).
 */
import { buildApp } from '../server/app.js';
import { benchDatabase, ROUNDS, runBench, spread } from './support.js';

const TRIES = Number(process.env.BENCH_TRIES ?? 15);

async function main() {
  const bench = await benchDatabase('signin');
  const app = await buildApp({
    database: bench.database,
    logger: false,
    // The per-address limits would answer 429 long before the rounds end.
    config: {
      version: 'bench',
      trustProxy: false,
      logLevel: 'silent',
      proofsPerMinute: 1_000_000,
      proofAttemptsPerMinute: 1_000_000,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const attempt = async (username: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Wrong#Password1' }),
    });
    await res.arrayBuffer();
    if (res.status !== 401) throw new Error(`expected 401, got ${res.status}`);
    return performance.now() - started;
  };
  // The locked account: ten failures lock it for thirty minutes, longer than the bench runs.
  for (let i = 0; i < 10; i++) await attempt('surveyor');
  const cases = { unknown: 'no.such.user', wrongPassword: 'customer', locked: 'surveyor' } as const;
  const times: Record<keyof typeof cases, number[]> = { unknown: [], wrongPassword: [], locked: [] };
  for (let round = -1; round < ROUNDS * TRIES; round++)
    for (const [name, user] of Object.entries(cases) as [keyof typeof cases, string][]) {
      const ms = await attempt(user);
      // Keep `customer` from locking: its failures are cleared between tries.
      if (name === 'wrongPassword')
        await bench.database.db.execute(
          `UPDATE users SET failed_logins = 0, locked_until = NULL WHERE user_name = 'customer'`,
        );
      if (round >= 0) times[name].push(ms);
    }
  await app.close();
  await bench.cleanup();
  const median = (v: number[]) => spread(v, 2).median;
  process.stdout.write(
    `${JSON.stringify({
      bench: 'sign-in-timing',
      unit: 'ms per refused sign-in',
      unknown: spread(times.unknown, 2),
      wrongPassword: spread(times.wrongPassword, 2),
      locked: spread(times.locked, 2),
      ratioToUnknown: {
        wrongPassword: Number((median(times.wrongPassword) / median(times.unknown)).toFixed(2)),
        locked: Number((median(times.locked) / median(times.unknown)).toFixed(2)),
      },
    })}\n`,
  );
}

runBench(main);
