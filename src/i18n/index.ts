import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { berthEn } from './berth.en';
import { berthZh } from './berth.zh';
import { raZh } from './ra.zh';

export const en = { ...englishMessages, berth: berthEn } as unknown as TranslationMessages;
export const zh = { ...raZh, berth: berthZh } as unknown as TranslationMessages;
export const LOCALES = [
  { locale: 'en', name: 'EN' },
  { locale: 'zh', name: '中文' },
] as const;

const catalogue: Record<string, TranslationMessages> = { en, zh };

export const i18nProvider = polyglotI18nProvider((locale) => catalogue[locale] ?? en, 'en', [...LOCALES], {
  allowMissing: false,
});

/**
 * The server speaks English in `msg`. A message the catalogue knows (the spec's texts and our own)
 * is shown in the user's language; any other text is shown as it came.
 */
const englishToKey = new Map<string, string>([
  ...Object.entries(berthEn.spec).map(([k, v]) => [v as string, `berth.spec.${k}`] as const),
  ...Object.entries(berthEn.server).map(([k, v]) => [v as string, `berth.server.${k}`] as const),
]);
export function serverMessageKey(msg: string): string | undefined {
  return englishToKey.get(msg);
}
