import { describe, expect, it } from 'vitest';
import { CATALOGUES, MESSAGES_EN, MESSAGES_ZH, msg, placeholders, renderMessage, lookupIn, textOf } from './index.js';

type Tree = { readonly [k: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

describe('the message catalogue', () => {
  const en = new Map(leaves(MESSAGES_EN as unknown as Tree));
  const zh = new Map(leaves(MESSAGES_ZH as unknown as Tree));

  it('has the same keys in English and Chinese, each translated', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [k, v] of zh) expect(v, k).not.toBe('');
  });

  /** The values meant to read the same in both languages, with the reason; any other is left untranslated. */
  const SAME_IN_BOTH: Record<string, string> = {
    'list.items': 'placeholders only',
    'nominationLog.fields': 'placeholders only: the field labels are messages of their own',
    'nominationLog.reason': 'placeholders only: the reason as typed',
    'nominationLog.document': 'placeholders only: a document number',
    'nominationLog.fileAdded': 'placeholders only: the kind of file is a message of its own',
    'nominationLog.requestWithdrawn': 'placeholders only: the request type is a message of its own',
  };

  it('translates every Chinese value but the few meant to be the same', () => {
    expect([...en].filter(([k, v]) => zh.get(k) === v && !(k in SAME_IN_BOTH)).map(([k]) => k)).toEqual([]);
    for (const k of Object.keys(SAME_IN_BOTH)) expect(zh.get(k), k).toBe(en.get(k));
  });

  it('names the same placeholders in both languages', () => {
    // A checklist item's own text travels in both languages; each language picks its own (issue 33).
    const ownPick = new Set(['checklist.itemText']);
    const differing = [...en].filter(
      ([k, v]) =>
        !ownPick.has(k) && JSON.stringify(placeholders(v).sort()) !== JSON.stringify(placeholders(zh.get(k)!).sort()),
    );
    expect(differing).toEqual([]);
  });

  it("renders nested messages and lists in the reader's language", () => {
    const refusal = msg('nominations.stepRefused', {
      status: { key: 'statuses.Booked' },
      action: { key: 'steps.revoke' },
    });
    expect(textOf(refusal)).toBe('A nomination that is Booked cannot be revoked');
    expect(textOf(refusal, 'zh')).toBe('状态为“已预订”的提名不能撤销');
    const rules = msg('list.items', {
      items: [msg('rules.unqualified', { barge: 'Pearl' }), msg('rules.berthInactive', { berth: 'J1-A' })],
    });
    expect(textOf(rules)).toBe('Barge Pearl is on the unqualified list; Berth J1-A is not in service');
    expect(textOf(rules, 'zh')).toBe('驳船 Pearl 在不合格名单上；泊位 J1-A 未投入使用');
  });

  it("escapes plain values but not the template's own markup", () => {
    const notice = msg('notices.requestMade', { id: 3, barge: '<script>x</script>' });
    expect(textOf(notice, 'en', (s) => s.replaceAll('<', '&lt;'))).toBe(
      'A change request was made for Barging Nomination <b>#3</b> (&lt;script>x&lt;/script>)',
    );
  });

  it('answers undefined for a key the catalogue at hand lacks, so the caller can fall back', () => {
    expect(renderMessage(lookupIn({ spec: {} }), { key: 'rules.noLine' })).toBeUndefined();
    expect(Object.keys(CATALOGUES)).toEqual(['en', 'zh']);
  });
});
