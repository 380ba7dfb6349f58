#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure with a non-zero exit.
// API tests run on the embedded PostgreSQL and, when DATABASE_URL is set, on that server too.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format (prettier, print width 120)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']],
  ['API tests on embedded PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'embedded' }],
];
if (process.env.DATABASE_URL) {
  steps.push(['API tests on DATABASE_URL', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'external' }]);
}
steps.push(['production build (browser and server bundle)', 'node', ['scripts/build.mjs', '--force']]);
steps.push([
  'process tests (signals, start-up, several processes)',
  'npx',
  ['vitest', 'run', '--project', 'ops'],
  { TEST_DB: process.env.DATABASE_URL ? 'external' : 'embedded' },
]);
steps.push(['browser tests in Chromium', 'npx', ['vitest', 'run', '--project', 'e2e'], { TEST_DB: 'embedded' }]);

let passed = 0;
for (const [name, cmd, args, env] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    process.stdout.write(`\n${name} failed after ${secs} s\n${passed} passed, 1 failed\n`);
    process.exit(res.status ?? 1);
  }
  passed++;
  process.stdout.write(`=== ${name}: ok (${secs} s) ===\n`);
}
process.stdout.write(`\nsteps: ${passed} passed, 0 failed\n`);
