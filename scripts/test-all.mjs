#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure with a non-zero exit, then a table of each step's
// node, seconds and result. API tests run on the embedded PostgreSQL and, when DATABASE_URL is set, on that server
// too; with BERTH_NODE24 (set by .ci/run) some steps run on Node 24 (scripts/test-steps.mjs says which).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { formatTable, nodeBinary, planSteps, stepEnv } from './test-steps.mjs';

if (process.env.BERTH_NODE24 && !existsSync(nodeBinary(process.env.BERTH_NODE24))) {
  process.stderr.write(`BERTH_NODE24=${process.env.BERTH_NODE24} holds no node binary\n`);
  process.exit(1);
}

// The browser tests' axe findings of this run only (tests/support/axe.ts appends to the report).
const A11Y = 'artifacts/a11y';
rmSync(A11Y, { recursive: true, force: true });

const steps = planSteps(process.env);
const results = [];
for (const step of steps) {
  const env = stepEnv(step, process.env);
  const version = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout?.trim() || 'unknown';
  process.stdout.write(`\n=== ${step.name} (node ${version}) ===\n`);
  const started = Date.now();
  const res = spawnSync(step.cmd, step.args, { stdio: 'inherit', env });
  const seconds = (Date.now() - started) / 1000;
  const ok = res.status === 0;
  results.push({ node: version, seconds, ok, status: res.status });
  process.stdout.write(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s) ===\n`);
  if (!ok) break;
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
if (failed) process.exit(results.at(-1)?.status ?? 1);
