import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * axe-core in the browser tests (issue 35): WCAG 2.2 A and AA rules, run on the page as it is.
 * The app's CSP forbids injected scripts, so axe's source is evaluated through the DevTools
 * protocol (page.evaluate), which CSP does not govern; nothing in the product is changed for it.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Where every finding goes, one JSON line each (the moderate and minor ones are only listed); CI keeps artifacts/. */
export const A11Y_REPORT = resolve('artifacts/a11y/report.jsonl');

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the page; writes every finding to the report and returns the serious and critical ones. */
export async function axeCheck(page: Page, where: string): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe;
    const res = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return res.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => String(n.target.join(' '))),
    }));
  }, TAGS);
  if (violations.length) {
    mkdirSync(dirname(A11Y_REPORT), { recursive: true });
    appendFileSync(A11Y_REPORT, violations.map((v) => JSON.stringify({ where, ...v }) + '\n').join(''));
  }
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per grave finding, for an assertion message that says where to look. */
export const describeFindings = (where: string, found: AxeFinding[]) =>
  found.map((f) => `${where}: ${f.rule} (${f.impact}) ${f.help} at ${f.targets.join(' | ')}`);

interface AxeResults {
  violations: { id: string; impact?: string; help: string; nodes: { target: string[] }[] }[];
}
