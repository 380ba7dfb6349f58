import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { berthEn } from './berth.en';
import { berthZh } from './berth.zh';
import { raZh } from './ra.zh';
import { masterEn, resourcesEn } from './resources.en';
import { masterZh, resourcesZh } from './resources.zh';
import { bargingEn, bargingResourcesEn } from './barging.en';
import { bargingZh, bargingResourcesZh } from './barging.zh';

export const en = { ...englishMessages, berth: { ...berthEn, master: masterEn, barging: bargingEn }, resources: { ...resourcesEn, ...bargingResourcesEn } } as unknown as TranslationMessages;
export const zh = { ...raZh, berth: { ...berthZh, master: masterZh, barging: bargingZh }, resources: { ...resourcesZh, ...bargingResourcesZh } } as unknown as TranslationMessages;
export const LOCALES = [
  { locale: 'en', name: 'EN' },
  { locale: 'zh', name: '中文' },
] as const;

const catalogue: Record<string, TranslationMessages> = { en, zh };

export const i18nProvider = polyglotI18nProvider((locale) => catalogue[locale] ?? en, 'en', [...LOCALES], {
  allowMissing: false,
});

export { serverMessageKey } from './serverMessages';
