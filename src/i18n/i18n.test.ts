import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { en } from './index';
import { zh } from './zh';
import { MESSAGES_EN, MESSAGES_ZH } from '../../contract/messages';
import { platformEn } from '../../contract/messages/platform.en';
import { makeTranslate } from './light';

type Tree = { [k: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

describe('translations', () => {
  const enKeys = leaves(en as unknown as Tree);
  const zhKeys = leaves(zh as unknown as Tree);

  it('has every English key in Chinese, react-admin keys included', () => {
    const missing = [...enKeys.keys()].filter((k) => !zhKeys.has(k));
    expect(missing).toEqual([]);
  });

  it('has every key the screens name in full', () => {
    // Keys given whole to translate or notify; keys built from a value are checked by their screens' tests.
    const sources = import.meta.glob('../**/*.tsx', { query: '?raw', import: 'default', eager: true });
    const named = Object.values(sources).flatMap((text) =>
      [...String(text).matchAll(/(?:translate|notify)\(\s*['"`](berth\.[\w.]+[\w])['"`]/g)].map((m) => m[1]!),
    );
    const prefixes = new Set(
      [...enKeys.keys()].flatMap((k) => k.split('.').map((_, i, a) => a.slice(0, i + 1).join('.'))),
    );
    expect([...new Set(named)].filter((k) => !enKeys.has(k) && !prefixes.has(k))).toEqual([]);
  });

  /**
   * The few values meant to read the same in Chinese as in English, each with its reason; any other
   * Chinese value equal to its English one is a text left untranslated.
   */
  const SAME_IN_BOTH: Record<string, string> = {
    'ra.page.edit': 'placeholders only',
    // Nomination log details made of their parameters alone (contract/messages/catalogue.test.ts says why each).
    'nominationLog.fields': 'placeholders only',
    'nominationLog.reason': 'placeholders only',
    'nominationLog.document': 'placeholders only',
    'nominationLog.fileAdded': 'placeholders only',
    'nominationLog.requestWithdrawn': 'placeholders only',
    'ra.page.list': 'placeholders only',
    'ra.page.show': 'placeholders only',
    'list.items': 'placeholders only',
    'berth.vetting.documents.by': 'placeholders and a separator',
    'berth.vetting.findings.by': 'placeholders and a separator',
    'berth.vetting.history.line': 'placeholders and separators',
    'berth.app.title': 'the product name',
    'berth.dashboard.notAvailable': 'a dash for no figure',
    'berth.dashboard.portCalls.percent': 'placeholders and the percent sign',
    'resources.companies.fields.lei': 'a code: Legal Entity Identifier',
  };

  it('translates every Chinese value but the few meant to be the same', () => {
    const same = [...enKeys].filter(([k, v]) => zhKeys.get(k) === v && !(k in SAME_IN_BOTH)).map(([k]) => k);
    expect(same).toEqual([]);
    // The allowlist stays true and short: each of its keys exists and is still the same in both.
    for (const k of Object.keys(SAME_IN_BOTH)) expect(zhKeys.get(k), k).toBe(enKeys.get(k));
  });

  it('has no Chinese key that English lacks', () => {
    expect([...zhKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it("covers all of react-admin's English keys", () => {
    const ra = leaves(englishMessages as unknown as Tree);
    expect(ra.size).toBeGreaterThan(150);
    expect([...ra.keys()].filter((k) => !zhKeys.has(k))).toEqual([]);
  });

  it('keeps the same %{placeholders} in both languages', () => {
    const ph = (s: string) => [...new Set([...s.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();
    const differing = [...enKeys].filter(
      // A checklist item's text travels in both languages; each picks its own (contract's catalogue test).
      ([k, v]) =>
        zhKeys.has(k) && k !== 'checklist.itemText' && JSON.stringify(ph(v)) !== JSON.stringify(ph(zhKeys.get(k)!)),
    );
    expect(differing).toEqual([]);
  });

  it('carries the spec texts verbatim in English and translated in Chinese', () => {
    for (const [k, v] of Object.entries(MESSAGES_EN.spec)) {
      expect(enKeys.get(`spec.${k}`)).toBe(v);
      expect(zhKeys.get(`spec.${k}`)).toBeTruthy();
      expect(zhKeys.get(`spec.${k}`)).not.toBe(v);
    }
    expect(MESSAGES_EN.spec.passwordMismatch).toBe('New Passwords do not match');
  });

  it('mounts the shared catalogue at the root, so a key the server sends translates as it is', () => {
    for (const [k, v] of leaves(MESSAGES_ZH as unknown as Tree)) expect(zhKeys.get(k)).toBe(v);
    for (const [k, v] of leaves(MESSAGES_EN as unknown as Tree)) expect(enKeys.get(k)).toBe(v);
  });

  it('gives the sign-in page the platform texts in both languages', () => {
    for (const key of leaves(platformEn as unknown as Tree).keys()) {
      expect(makeTranslate('en')(key)).toBe(enKeys.get(key));
      expect(makeTranslate('zh')(key)).toBe(zhKeys.get(key));
    }
  });
});
