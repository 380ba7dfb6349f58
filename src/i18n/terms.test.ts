import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { en } from './index';
import { zh } from './zh';
import { muiZh } from './mui.zh';
import { GLOSSARY, TONNE_AS_T } from './glossary';

type Tree = { [k: string]: string | Tree };
function values(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : values(v, `${prefix}${k}.`),
  );
}

// zh holds the Chinese screens' texts and the shared catalogue (contract/messages/*.zh.ts): what the
// server prints in Excel headers, PDFs and e-mails and sends as messages.
const zhTexts = new Map(values(zh as unknown as Tree));
const enTexts = values(en as unknown as Tree);

const ROOT = join(__dirname, '../..');
const HAN = /[\u4e00-\u9fff]/;
/** Every file of the portal that may hold Chinese a reader sees: code, catalogues, seeded SQL, the user guide. */
function portalFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : portalFiles(path);
    const isTest = /\.test\.|\.unit\.test\./.test(name) || path.endsWith(join('i18n', 'glossary.ts'));
    return !isTest && /\.(ts|tsx|sql|html|js)$/.test(name) ? [path] : [];
  });
}
const chinese = ['src', 'contract', 'server', 'demo', 'public']
  .flatMap((d) => portalFiles(join(ROOT, d)))
  .map((path) => [relative(ROOT, path), readFileSync(path, 'utf8')] as const)
  .filter(([, text]) => HAN.test(text));

/** The catalogue texts whose English names a term (a placeholder such as %{barge} is not a word). */
const naming = (term: string) => {
  const words = new RegExp(`\\b(?:${term})\\b`, 'i');
  return enTexts.filter(([, v]) => words.test(v.replace(/%\{\w+\}/g, '')));
};

/**
 * One Chinese word per term (issue 31's and issue 35's walks): "nomination" was 申报 in pilotage,
 * billing and Excel; the unit "t" in places and 吨 in others; ullage 空距 and 空高; the loading
 * master 装卸主管 and 装货主管. The glossary (glossary.ts) names the one word.
 */
describe('the Chinese glossary', () => {
  it('reads the whole catalogue and the portal’s files', () => {
    expect(zhTexts.size).toBeGreaterThan(2000);
    expect(chinese.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'contract/messages/excel.zh.ts',
        'contract/messages/mail.zh.ts',
        'src/i18n/billing.zh.ts',
      ]),
    );
  });

  it.each(GLOSSARY.map((t) => [t.zh, t]))('writes %s, never another word, in every Chinese text', (_, term) => {
    const second = chinese.flatMap(([path, text]) =>
      term.not.filter((word) => text.includes(word)).map((word) => `${path}: ${word}`),
    );
    expect(second).toEqual([]);
  });

  it.each(GLOSSARY.map((t) => [t.en, t]))('gives every text naming "%s" its one Chinese word', (_, term) => {
    const named = naming(term.en);
    expect(named.length).toBeGreaterThan(0);
    const without = named
      .filter(([key]) => !term.except?.[key] && !key.startsWith('ra.'))
      // "Berth" the portal's name stays Berth in Chinese.
      .filter(([key]) => !(zhTexts.get(key) ?? '').includes(term.zh) && !zhTexts.get(key)?.includes('Berth'))
      .map(([key, v]) => `${key}: ${v} → ${zhTexts.get(key)}`);
    expect(without).toEqual([]);
  });

  it('writes the tonne as 吨 after a Chinese figure, never "t"', () => {
    expect([...zhTexts].filter(([, v]) => TONNE_AS_T.test(v))).toEqual([]);
    expect(zhTexts.get('berth.units.tonnes')).toBe('吨');
    // The rule itself: it would catch the texts the walk found.
    expect(['546.856 t', '%{tonnes} t', '数量（t）'].every((v) => TONNE_AS_T.test(v))).toBe(true);
  });

  it('calls a late order 临时下单', () => {
    expect(zhTexts.get('berth.pilotage.planning.late')).toBe('临时下单');
  });

  it('names the pagers’ buttons as react-admin’s pager does', () => {
    const pager = muiZh?.MuiTablePagination?.defaultProps?.getItemAriaLabel;
    expect(pager?.('next')).toBe(zhTexts.get('ra.navigation.next'));
  });
});
