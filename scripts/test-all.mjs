#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure with a non-zero exit, then a table of each step's
// node, seconds and result. API tests run on the embedded PostgreSQL and, when DATABASE_URL is set, on that server
// too; with BERTH_NODE24 (set by .ci/run) some steps run on Node 24 (scripts/test-steps.mjs says which).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { formatTable, nodeBinary, planSteps, stepEnv, turnsOf } from './test-steps.mjs';

if (process.env.BERTH_NODE24 && !existsSync(nodeBinary(process.env.BERTH_NODE24))) {
  process.stderr.write(`BERTH_NODE24=${process.env.BERTH_NODE24} holds no node binary\n`);
  process.exit(1);
}

// The browser tests' axe findings of this run only (tests/support/axe.ts appends to the report).
const A11Y = 'artifacts/a11y';
rmSync(A11Y, { recursive: true, force: true });

const steps = planSteps(process.env);
const results = [];
const nodeOf = (env) => spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout?.trim() || 'unknown';
const footer = (step, r) => `=== ${step.name}: ${r.ok ? 'ok' : 'FAILED'} (${r.seconds.toFixed(1)} s) ===\n`;

/** One step on its own, its output as it comes. */
function runAlone(step) {
  const env = stepEnv(step, process.env);
  const node = nodeOf(env);
  process.stdout.write(`\n=== ${step.name} (node ${node}) ===\n`);
  const started = Date.now();
  const res = spawnSync(step.cmd, step.args, { stdio: 'inherit', env });
  const r = { node, seconds: (Date.now() - started) / 1000, ok: res.status === 0, status: res.status };
  process.stdout.write(footer(step, r));
  return r;
}

/** Steps at once; each one's output is held and printed whole when all are done, in the steps' order. */
async function runTogether(turn) {
  const runs = turn.map((step) => {
    const env = stepEnv(step, process.env);
    const node = nodeOf(env);
    const started = Date.now();
    const child = spawn(step.cmd, step.args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return new Promise((done) =>
      child.on('close', (status) =>
        done({ step, output, r: { node, seconds: (Date.now() - started) / 1000, ok: status === 0, status } }),
      ),
    );
  });
  const ended = await Promise.all(runs);
  for (const { step, output, r } of ended) {
    process.stdout.write(`\n=== ${step.name} (node ${r.node}, together with the others of its turn) ===\n${output}`);
    process.stdout.write(footer(step, r));
  }
  return ended.map((e) => e.r);
}

for (const turn of turnsOf(steps)) {
  const ran = turn.length === 1 ? [runAlone(turn[0])] : await runTogether(turn);
  results.push(...ran);
  if (ran.some((r) => !r.ok)) break;
}
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(
  `\n${formatTable(steps, results)}\n\nsteps: ${results.length - failed} passed, ${failed} failed\n`,
);
if (existsSync(`${A11Y}/report.jsonl`)) {
  const lines = readFileSync(`${A11Y}/report.jsonl`, 'utf8').trim().split('\n').length;
  process.stdout.write(
    `axe: ${lines} findings below serious listed in ${A11Y}/report.jsonl (summary: sweep-summary.md)\n`,
  );
}
if (failed) process.exit(results.find((r) => !r.ok)?.status || 1);
