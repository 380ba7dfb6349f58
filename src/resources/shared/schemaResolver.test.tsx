import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { en } from '../../i18n';
import { zh } from '../../i18n/zh';
import { jettyInput } from '../../../contract/schemas/jetties';
import { productInput } from '../../../contract/schemas/products';
import { useSchemaResolver } from './schemaResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

function resolverIn(locale: 'en' | 'zh', schema: Parameters<typeof useSchemaResolver>[0]) {
  const i18n = polyglotI18nProvider(() => (locale === 'zh' ? zh : en), locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nContextProvider value={i18n}>{children}</I18nContextProvider>
  );
  return renderHook(() => useSchemaResolver(schema), { wrapper }).result.current;
}

describe('forms checked by the contract schemas', () => {
  it("words zod's own limits from the catalogue, in the user's language", async () => {
    const values = { name: 'x'.repeat(121), type: 'ALL' };
    const inEnglish = await resolverIn('en', productInput)(values, undefined, options);
    expect(inEnglish.errors.name?.message).toBe('Enter at most 120 characters');
    const inChinese = await resolverIn('zh', productInput)(values, undefined, options);
    expect(inChinese.errors.name?.message).toMatch(/120/);
    expect(inChinese.errors.name?.message).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('gives a blank required field the spec text', async () => {
    const result = await resolverIn('en', productInput)({ name: '  ', type: 'ALL' }, undefined, options);
    expect(result.errors.name?.message).toBe('spec.requiredField');
  });

  it("accepts a record's read-only fields at every depth and passes the values on untouched", async () => {
    const record = {
      id: 3,
      number: ' J9 ',
      name: 'Jetty 9',
      active: true,
      berths: [{ id: 1, name: 'J9-A', minLoa: 30, maxLoa: 90, jettyName: 'Jetty 9' }],
      lines: [],
      hoses: [],
    };
    const result = await resolverIn('en', jettyInput)(record, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toBe(record);
  });

  it('places a nested rule on its field', async () => {
    const jetty = {
      number: 'J9',
      name: 'Jetty 9',
      berths: [{ name: '', minLoa: 90, maxLoa: 80 }],
      lines: [],
      hoses: [],
    };
    const result = await resolverIn('en', jettyInput)(jetty, undefined, options);
    const berth = (result.errors.berths as unknown as Record<string, Record<string, { message: string }>>)['0']!;
    expect(berth.maxLoa?.message).toBe('validation.loaRange');
    expect(berth.name?.message).toBe('spec.requiredField');
  });
});
