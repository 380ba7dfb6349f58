import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BUILD = join('build', 'server');
const DEMO_CODE = /async function seedDemoHistory\(/;

/** The files main.js loads before it runs: its static imports and theirs, not `import()`. */
function staticallyLoaded(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"()]*?['"](\.\/[^'"]+)['"]/g))
      visit(join(dirname(file), spec!));
  };
  visit(entry);
  return [...seen];
}

describe('the production build', () => {
  it('keeps the demo in a chunk of its own that main.js loads only by import() (SEED_DEMO=true)', () => {
    const main = join(BUILD, 'main.js');
    expect(existsSync(main)).toBe(true);
    const loaded = staticallyLoaded(main);
    expect(loaded.length).toBeGreaterThan(1);
    expect(loaded.filter((f) => DEMO_CODE.test(readFileSync(f, 'utf8')))).toEqual([]);
    const [, demoChunk] =
      /SEED_DEMO === "true" \? await import\("(\.\/[^"]+)"\)/.exec(readFileSync(main, 'utf8')) ?? [];
    expect(demoChunk).toBeDefined();
    expect(readFileSync(join(BUILD, demoChunk!), 'utf8')).toMatch(DEMO_CODE);
  });
});
