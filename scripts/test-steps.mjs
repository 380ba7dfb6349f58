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
  // The three static checks run at once (`together`): each keeps one core busy for under a minute, and on two
  // cores side by side they take the time of the longest, not the sum.
  const steps = [
    { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'], together: 'static' },
    { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'], together: 'static' },
    {
      name: 'format (prettier, print width 120)',
      cmd: 'npx',
      args: ['prettier', '--check', '.', '--log-level', 'warn'],
      together: 'static',
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
    args: ['vitest', 'run', '--project', 'e2e', '--project', 'e2e-alone'],
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

/** The steps in turns: a run of neighbours with the same `together` is one turn, the others a turn each. */
export function turnsOf(steps) {
  const turns = [];
  for (const step of steps) {
    const last = turns.at(-1);
    if (last && step.together && last[0].together === step.together) last.push(step);
    else turns.push([step]);
  }
  return turns;
}

/**
 * The table printed at the end of `npm test`, also after a failure: one row per step with the node it ran on, its
 * seconds and ok / FAILED / not run, and the total: the time the run took, so steps run together count once, as
 * the longest of them (marked "together").
 */
export function formatTable(steps, results) {
  const rows = steps.map((step, i) => {
    const r = results[i];
    const name = step.together ? `${step.name} (together)` : step.name;
    if (!r) return [name, '-', '-', 'not run'];
    return [name, r.node, r.seconds.toFixed(1), r.ok ? 'ok' : 'FAILED'];
  });
  let total = 0;
  let at = 0;
  for (const turn of turnsOf(steps)) {
    const ran = results.slice(at, at + turn.length).filter(Boolean);
    total += Math.max(0, ...ran.map((r) => r.seconds));
    at += turn.length;
  }
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
