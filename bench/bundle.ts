/**
 * JavaScript bytes, two ways:
 * - the gzip bytes a browser loads for /login and for the signed-in shell, read from the production
 *   build's manifest (lazily loaded screens are not counted in the shell: they load when opened);
 * - the JavaScript Chromium actually loads through the first list, in a fresh context per round:
 *   the sign-in page, signing in, the customer's landing dashboard and a click on the barging list
 *   up to its first row; against the bare react-admin 5 app's first list and a click on its second
 *   (bench/first-row/bare.ts). Bytes as the files are (decoded) and as they travelled (compressed),
 *   and the number of files; rounds interleaved, portal then bare.
 * Run `npm run build` first. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { launchChromium } from '../tests/support/browser.js';
import { BARE_ENTRY, PORTAL_ENTRY, clickToFirstRow, coldBare, coldPortal, startBareList } from './first-row/bare.js';
import { ROUNDS, runBench, spread, startBuiltPortal } from './support.js';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

/** The manifest's budgets: /login and the signed-in shell, gzip. */
function budgets(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  /** A chunk and everything it imports statically. */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const bytes = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gz(manifest[k]!.file), 0);
  const find = (suffix: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`${suffix} is not in the build`);
    return key;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const login = closure(find('src/login/mount.tsx'), closure(entry));
  const shell = closure(find('src/mountApp.tsx'), closure(entry));
  const loginBytes = bytes(login);
  const shellBytes = bytes(shell);
  return {
    loginGzipBytes: loginBytes,
    shellGzipBytes: shellBytes,
    loginTargetBytes: 150_000,
    shellTargetBytes: 400_000,
    loginOk: loginBytes <= 150_000,
    shellOk: shellBytes <= 400_000,
    loginChunks: login.size,
    shellChunks: shell.size,
  };
}

interface Loaded {
  bytes: number;
  sent: number;
  files: number;
  names: string[];
}

/** Counts every JavaScript file the page receives until `stop` is called. */
function countScripts(): { watch(page: Page): void; stop(): Promise<Loaded> } {
  const files: Promise<{ name: string; bytes: number; sent: number }>[] = [];
  let page: Page | undefined;
  const count = (r: Response) => {
    const url = new URL(r.url());
    if (!/\.m?js$/.test(url.pathname)) return;
    files.push(
      Promise.all([r.body().then((b) => b.length), r.request().sizes()]).then(([bytes, s]) => ({
        name: url.pathname,
        bytes,
        sent: s.responseBodySize,
      })),
    );
  };
  return {
    watch(p) {
      page = p;
      p.on('response', count);
    },
    async stop() {
      page?.off('response', count);
      // A file read again from the browser's cache (the app's page after signing in) counts once.
      const once = new Map<string, { name: string; bytes: number; sent: number }>();
      for (const f of await Promise.all(files)) if (f.sent >= (once.get(f.name)?.sent ?? 0)) once.set(f.name, f);
      const all = [...once.values()];
      return {
        bytes: all.reduce((a, f) => a + f.bytes, 0),
        sent: all.reduce((a, f) => a + f.sent, 0),
        files: all.length,
        names: all.map((f) => f.name).sort(),
      };
    },
  };
}

async function main() {
  const dist = resolve(process.argv[2] ?? 'dist');
  const { app, base: portal, close } = await startBuiltPortal('bundle');
  const bare = await startBareList(app);
  const browser = await launchChromium();
  const ours: Loaded[] = [];
  const theirs: Loaded[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const p = countScripts();
    const page = await coldPortal(browser, portal, p.watch);
    await clickToFirstRow(page, PORTAL_ENTRY);
    ours.push(await p.stop());
    await page.context().close();
    const b = countScripts();
    const barePage = await coldBare(browser, bare.base, b.watch);
    await clickToFirstRow(barePage, BARE_ENTRY);
    theirs.push(await b.stop());
    await barePage.context().close();
  }
  await browser.close();
  await bare.close();
  await close();
  const pick = (list: Loaded[], key: 'bytes' | 'sent' | 'files') =>
    spread(
      list.map((l) => l[key]),
      0,
    );
  process.stdout.write(
    `${JSON.stringify({
      bench: 'bundle',
      ...budgets(dist),
      throughFirstList: {
        unit: 'JavaScript loaded from the sign-in page to the barging list’s first row (bytes decoded; sent: compressed)',
        rounds: ROUNDS,
        portal: { bytes: pick(ours, 'bytes'), sent: pick(ours, 'sent'), files: pick(ours, 'files') },
        bareReactAdmin: { bytes: pick(theirs, 'bytes'), sent: pick(theirs, 'sent'), files: pick(theirs, 'files') },
        ratio: spread(
          ours.map((o, i) => o.bytes / theirs[i]!.bytes),
          2,
        ),
        sentRatio: spread(
          ours.map((o, i) => o.sent / theirs[i]!.sent),
          2,
        ),
        target: 1.3,
        ...(process.env.BENCH_FILES ? { portalFiles: ours[0]!.names } : {}),
      },
    })}\n`,
  );
}

runBench(main);
