import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Source files under `dir` (tests excluded unless asked for), with their text. */
function sources(dir: string, tests = false): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const visit = (p: string) => {
    if (statSync(p).isDirectory()) for (const name of readdirSync(p)) visit(join(p, name));
    else if (/\.tsx?$/.test(p) && (tests || !/\.test\.tsx?$/.test(p)))
      out.push({ path: p, text: readFileSync(p, 'utf8') });
  };
  visit(dir);
  return out;
}
const offending = (files: { path: string; text: string }[], pattern: RegExp) =>
  files.filter((f) => pattern.test(f.text)).map((f) => f.path);

/** The house rules of docs/decisions.md that a lint rule does not already keep (roles and imports are eslint's). */
describe('house rules', () => {
  const server = sources('server');
  const browser = sources('src');

  it('reads the settings through settingsOf(request) only', () => {
    expect(
      offending(
        server.filter((f) => !f.path.startsWith(join('server', 'modules', 'settings'))),
        /readSettings\(/,
      ),
    ).toEqual([]);
  });

  it("calls the API by name from the contract's table, never by a path with an asserted type", () => {
    expect(offending(browser, /\.call<|dp\.call\(/)).toEqual([]);
    expect(
      offending(
        browser.filter((f) => !f.path.startsWith(join('src', 'dataProvider'))),
        /\bhttp<\w/,
      ),
    ).toEqual([]);
  });

  it('keeps server/platform below the modules: no platform file imports from server/modules', () => {
    // What platform needs of a module is an interface of its own, filled in by server/app.ts.
    expect(
      offending(sources(join('server', 'platform'), true), /(?:from\s+|import\s*\(\s*)['"][./]*modules\//),
    ).toEqual([]);
  });

  it('keeps the demo out of the server: only main.ts loads demo/, by a dynamic import when SEED_DEMO is true', () => {
    // A production start never reads the demo's code (esbuild makes the dynamic import a chunk of its own).
    const toDemo = /(?:from\s+|import\s*\(\s*)['"](?:\.\.\/)+demo\//;
    expect(offending(sources('server', true), toDemo)).toEqual([join('server', 'main.ts')]);
    const main = readFileSync(join('server', 'main.ts'), 'utf8');
    expect(main).not.toMatch(/from\s+['"](?:\.\.\/)+demo\//);
    expect(main).toMatch(/SEED_DEMO === 'true' \? await import\('\.\.\/demo\/index\.js'\)/);
  });

  it('turns days into instants with terminalDayStart, not by rearranging text', () => {
    expect(offending([...server, ...browser], /split\('-'\)\.reverse\(\)/)).toEqual([]);
  });

  it('finds things in the browser tests by role, label or test id, never by CSS class or tag name', () => {
    // A selector written out (`locator('…')`, `waitForSelector`, `page.fill('…')`) may only name a
    // data attribute; classes and tags are the libraries' internals and change under us.
    const written =
      /(?:locator|waitForSelector|\$\$?eval|\.click)\(\s*['"`](?!\[data-)|\.fill\(\s*['"`](?!\[data-)[^'"`]*['"`]\s*,/;
    const lines = sources(join('tests', 'e2e'), true).flatMap((f) =>
      f.text
        .split('\n')
        .map((line, i, all) => ({ where: `${f.path}:${i + 1}`, line, before: all[i - 1] ?? '' }))
        .filter(({ line, before }) => written.test(line) && !/house rules: a selector on purpose/.test(before)),
    );
    expect(lines.map((l) => l.where)).toEqual([]);
  });

  it('counts time in one place: HOUR, DAY and MINUTE come from contract/time.ts, never a local copy', () => {
    const elsewhere = ['src', 'server', 'contract', 'bench', 'demo', join('tests', 'support')]
      .flatMap((dir) => sources(dir))
      .filter((f) => f.path !== join('contract', 'time.ts'));
    expect(offending(elsewhere, /\bconst (HOUR|DAY|MINUTE)\s*=|\b86_?400_?000\b|\b3_?600_?000\b/)).toEqual([]);
  });

  it('keeps the message texts in contract/messages: no English refusal is written in the server', () => {
    expect(offending(server, /(badRequest|conflict|forbidden|notFound|unauthorized)\('[A-Z][a-z]+ /)).toEqual([]);
  });
});

describe('module seams', () => {
  it('has no cycle between the server modules (a module builds on others, never back)', () => {
    const graph = new Map<string, Set<string>>();
    for (const f of sources(join('server', 'modules'))) {
      const from = f.path.split(/[\\/]/)[2]!;
      const to = graph.get(from) ?? new Set<string>();
      for (const m of f.text.matchAll(/from '\.\.\/(\w+)\//g)) if (m[1] !== from) to.add(m[1]!);
      graph.set(from, to);
    }
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      if (path.includes(node)) return void cycles.push([...path.slice(path.indexOf(node)), node].join(' → '));
      for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    };
    for (const node of graph.keys()) visit(node, []);
    expect([...new Set(cycles)]).toEqual([]);
  });
});
