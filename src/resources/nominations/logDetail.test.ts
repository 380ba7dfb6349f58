import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n';
import { humaniseDetail } from './logDetail';

describe('log details', () => {
  it('shows instants in the terminal zone and field keys as labels, leaving free text alone', async () => {
    await i18nProvider.changeLocale('zh');
    const zh = (key: string) => i18nProvider.translate(key);
    expect(humaniseDetail('J2-A 2026-11-22T06:00:00.000Z', zh, 'Asia/Singapore')).toBe('J2-A 22/11/2026 14:00');
    expect(humaniseDetail('#4 nominatedQtyMax approved: nominatedQtyMax', zh, 'Asia/Singapore')).toBe(
      '#4 提名数量上限（吨） 已批准: 提名数量上限（吨）',
    );
    expect(humaniseDetail('quantity, remarks', zh, 'UTC')).toBe('数量（吨）, 备注');
    expect(humaniseDetail('The barge broke down', zh, 'UTC')).toBe('The barge broke down');
    await i18nProvider.changeLocale('en');
  });
});
