import { describe, expect, it } from 'vitest';
import { zh } from './zh';
import { MESSAGES_ZH } from '../../contract/messages';

type Tree = { [k: string]: string | Tree };
function values(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : values(v, `${prefix}${k}.`),
  );
}

/**
 * One Chinese word per term (issue 31 walk): "Nomination" is 提名 on every screen, PDF and message;
 * the pilotage cards said 申报, and a late order read 迟到的申请 ("a request that arrived late").
 */
describe('Chinese terms', () => {
  const all = [...values(zh as unknown as Tree), ...values(MESSAGES_ZH as unknown as Tree, 'server.')];

  it('names a nomination 提名 everywhere, never 申报', () => {
    expect(all.filter(([, v]) => v.includes('申报'))).toEqual([]);
    expect(all.filter(([, v]) => v.includes('提名')).length).toBeGreaterThan(50);
  });

  it('calls a late order 临时下单, not 迟到的申请', () => {
    expect(all.filter(([, v]) => v.includes('迟到'))).toEqual([]);
    expect(all.find(([k]) => k === 'berth.pilotage.planning.late')?.[1] ?? '').toBe('临时下单');
  });

  it('writes the tonne as 吨 after a Chinese figure', () => {
    expect(all.find(([k]) => k === 'berth.units.tonnes')?.[1]).toBe('吨');
  });
});
