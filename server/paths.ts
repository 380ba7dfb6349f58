import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root: the nearest folder above this file holding package.json. The same answer
 * whether the server runs from its sources (server/…) or from the compiled bundle (build/server/…).
 */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('package.json not found above the server');
    dir = up;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'server', 'db', 'migrations');
export const BROWSER_DIST = join(PROJECT_ROOT, 'dist');
