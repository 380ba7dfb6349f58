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

/** What this test file's checks found, for a summary at its end. */
export const seen: (AxeFinding & { where: string })[] = [];

/** A Markdown table of the findings by rule and impact, with where each was seen first. */
export function summarise(findings: (AxeFinding & { where: string })[]): string {
  const rows = new Map<string, { n: number; first: string; help: string }>();
  for (const f of findings) {
    const key = `${f.impact} | ${f.rule}`;
    const row = rows.get(key) ?? { n: 0, first: f.where, help: f.help };
    row.n++;
    rows.set(key, row);
  }
  const lines = [...rows].sort(([a], [b]) => a.localeCompare(b));
  return [
    '| impact | rule | screens | first seen | what |',
    '|---|---|---|---|---|',
    ...lines.map(([k, r]) => `| ${k} | ${r.n} | ${r.first} | ${r.help} |`),
  ].join('\n');
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the page; writes every finding to the report and returns the serious and critical ones. */
export async function axeCheck(page: Page, where: string): Promise<AxeFinding[]> {
  // axe first: evaluating its source takes a while, in which a dialog may begin to fade in.
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // A dialog fading in is checked as it will stay, not half transparent (its text would fail contrast). One look
  // is not enough: a transition cancelled by a re-render settles its promise while its replacement runs on, and
  // one that starts on the next frame is not seen yet (a CI run failed on a dialog's chip at 55 % opacity: the
  // dialog opened as axe was loaded). So: look two frames on, and again after whatever was running has ended,
  // until a look finds nothing (3 s at most; a frame is waited for 50 ms at most, should the page not paint).
  await page.evaluate(async () => {
    const until = Date.now() + 3_000;
    const frame = () => new Promise((r) => (requestAnimationFrame(r), setTimeout(r, 50)));
    for (;;) {
      await frame();
      await frame();
      const ending = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (!ending.length || Date.now() > until) return;
      const timeout = new Promise((r) => setTimeout(r, until - Date.now()));
      await Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), timeout]);
    }
  });
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
  seen.push(...violations.map((v) => ({ where, ...v })));
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
