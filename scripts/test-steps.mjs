// The steps of `npm test` (scripts/test-all.mjs), which node runs each, and the table of their times at the end.
// Kept apart from the runner so scripts/test-steps.test.ts can check them without running anything.
import { delimiter, join } from 'node:path';

/** The major version of a `node --version` string ('v20.20.2' → 20; NaN when it is not one). */
export function nodeMajor(version) {
  const match = /^v?(\d+)\.\d+\.\d+/.exec(String(version).trim());
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Every check in order. BERTH_NODE24 (set by .ci/run when the machine's node is older than 24) is the folder of a
 * Node 24 binary. The API tests already run twice when DATABASE_URL is set, so the second run (DATABASE_URL) and
 * the process tests move to Node 24 while the embedded run stays on the machine's node: both lines are tested and
 * the run is not one API run longer. Without DATABASE_URL the one API run is on Node 24, the supported line.
 */
export function planSteps(env) {
  const node24 = env.BERTH_NODE24 || undefined;
  const external = Boolean(env.DATABASE_URL);
  const steps = [
    { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
    { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
    {
      name: 'format (prettier, print width 120)',
      cmd: 'npx',
      args: ['prettier', '--check', '.', '--log-level', 'warn'],
    },
    { name: 'unit and component tests', cmd: 'npx', args: ['vitest', 'run', '--project', 'unit', '--project', 'web'] },
    {
      name: 'API tests on embedded PostgreSQL',
      cmd: 'npx',
      args: ['vitest', 'run', '--project', 'api'],
      env: { TEST_DB: 'embedded' },
      nodeDir: external ? undefined : node24,
    },
  ];
  if (external) {
    steps.push({
      name: 'API tests on DATABASE_URL',
      cmd: 'npx',
      args: ['vitest', 'run', '--project', 'api'],
      env: { TEST_DB: 'external' },
      nodeDir: node24,
    });
  }
  steps.push({
    name: 'production build (browser and server bundle)',
    cmd: 'node',
    args: ['scripts/build.mjs', '--force'],
  });
  steps.push({
    name: 'process tests (signals, start-up, several processes)',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'ops'],
    env: { TEST_DB: external ? 'external' : 'embedded' },
    nodeDir: node24,
  });
  steps.push({
    name: 'browser tests in Chromium',
    cmd: 'npx',
    args: ['vitest', 'run', '--project', 'e2e'],
    env: { TEST_DB: 'embedded' },
  });
  return steps;
}

/**
 * A step's environment: the run's, its own variables, and for a Node 24 step that node's folder first on PATH, so
 * npx, vitest's workers and every `node` or `npm` the tests start are that node.
 */
export function stepEnv(step, env) {
  const merged = { ...env, ...step.env };
  if (step.nodeDir) merged.PATH = [step.nodeDir, env.PATH].filter(Boolean).join(delimiter);
  return merged;
}

/** Where a Node folder's binary is (for checking it before the run). */
export const nodeBinary = (dir) => join(dir, 'node');

/**
 * The table printed at the end of `npm test`, also after a failure: one row per step with the node it ran on, its
 * seconds and ok / FAILED / not run, and the total.
 */
export function formatTable(steps, results) {
  const rows = steps.map((step, i) => {
    const r = results[i];
    if (!r) return [step.name, '-', '-', 'not run'];
    return [step.name, r.node, r.seconds.toFixed(1), r.ok ? 'ok' : 'FAILED'];
  });
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  rows.push([
    'total',
    '',
    total.toFixed(1),
    results.every((r) => r.ok) && results.length === steps.length ? 'ok' : 'FAILED',
  ]);
  const head = ['step', 'node', 'seconds', 'result'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (row) =>
    row
      .map((cell, c) => (c === 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
