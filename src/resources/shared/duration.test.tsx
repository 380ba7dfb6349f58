import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n';
import { zh } from '../../i18n/zh';
import { useDuration } from './duration';

const durationIn = (locale: 'en' | 'zh') => {
  const provider = polyglotI18nProvider(() => (locale === 'zh' ? zh : en), locale, [], { allowMissing: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nContextProvider value={provider}>{children}</I18nContextProvider>
  );
  return renderHook(() => useDuration(), { wrapper }).result.current;
};

describe('useDuration, the one way to write a duration', () => {
  it('writes hours and minutes, minutes alone, hours alone (no zero padding, no fraction)', () => {
    const d = durationIn('en');
    expect(d(155)).toBe('2 h 35 min');
    expect(d(25)).toBe('25 min');
    expect(d(120)).toBe('2 h');
    expect(d(307)).toBe('5 h 7 min');
    expect(d(0)).toBe('0 min');
    expect(d(-155)).toBe('2 h 35 min');
  });

  it('writes it in Chinese', () => {
    const d = durationIn('zh');
    expect(d(155)).toBe('2 小时 35 分钟');
    expect(d(25)).toBe('25 分钟');
    expect(d(120)).toBe('2 小时');
  });
});
