#!/usr/bin/env node
// Builds what is out of date: the browser app (vite → dist/) and the server bundle (esbuild →
// build/server/), each only when a file it is made from is newer than what was built.
// `node scripts/build.mjs --force` builds both. Used by `npm start` and `npm run build`.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...p) => join(root, ...p);

/** The newest modification time under these paths (tests and generated folders skipped). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && !name.startsWith('.')) visit(join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const outdated = (output, inputs) => !existsSync(output) || statSync(output).mtimeMs < newest(inputs);

export const TARGETS = {
  browser: {
    output: at('dist', '.vite', 'manifest.json'),
    inputs: [at('src'), at('contract'), at('public'), at('index.html'), at('vite.config.ts'), at('package-lock.json')],
    async build() {
      const { build } = await import('vite');
      await build({ root, logLevel: 'warn' });
    },
  },
  server: {
    output: at('build', 'server', 'main.js'),
    // demo/ is a chunk of its own, which main.js loads only when SEED_DEMO is true.
    inputs: [at('server'), at('demo'), at('contract'), at('package-lock.json')],
    async build() {
      const esbuild = await import('esbuild');
      await esbuild.build({
        absWorkingDir: root,
        // The worker threads (the planner's, the pictures', the PDFs') are entries of their own, emitted
        // beside main.js (berthBoard.planner.pool.ts, pictures.pool.ts, pdfCheck.pool.ts).
        entryPoints: {
          main: 'server/main.ts',
          'berthBoard.planner.worker': 'server/modules/berthBoard/berthBoard.planner.worker.ts',
          'pictures.worker': 'server/platform/pictures.worker.ts',
          'pdfCheck.worker': 'server/platform/pdfCheck.worker.ts',
          'laytime.worker': 'server/modules/laytime/laytime.worker.ts',
        },
        outdir: 'build/server',
        bundle: true,
        splitting: true,
        platform: 'node',
        target: 'node20',
        format: 'esm',
        // Dependencies load from node_modules as they are: native and prebuilt packages stay intact.
        packages: 'external',
        sourcemap: true,
        logLevel: 'warning',
      });
    },
  },
};

export async function buildOutdated({ force = false, log = (m) => process.stdout.write(`${m}\n`) } = {}) {
  for (const [name, target] of Object.entries(TARGETS)) {
    if (!force && !outdated(target.output, target.inputs)) continue;
    const started = Date.now();
    log(`Building the ${name} (${relative(root, target.output).split('/')[0]}/)…`);
    await target.build();
    log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildOutdated({ force: process.argv.includes('--force') });
}
