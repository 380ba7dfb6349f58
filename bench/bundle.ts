/**
 * The gzip bytes of JavaScript a browser loads for /login and for the signed-in shell, read from
 * the production build's manifest (run `npm run build` first). Lazily loaded screens are not
 * counted in the shell: they load when opened. Prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

const dist = resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** A chunk and everything it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

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
process.stdout.write(
  `${JSON.stringify({
    bench: 'bundle',
    loginGzipBytes: loginBytes,
    shellGzipBytes: shellBytes,
    loginTargetBytes: 150_000,
    shellTargetBytes: 400_000,
    loginOk: loginBytes <= 150_000,
    shellOk: shellBytes <= 400_000,
    loginChunks: login.size,
    shellChunks: shell.size,
  })}\n`,
);
