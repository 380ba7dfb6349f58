import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { MESSAGES_EN, MESSAGES_ZH } from '../../contract/messages';
import { berthEn } from './berth.en';
import { berthZh } from './berth.zh';
import { raZh } from './ra.zh';
import { shellEn } from './shell.en';
import { shellZh } from './shell.zh';
import { masterEn, resourcesEn } from './resources.en';
import { masterZh, resourcesZh } from './resources.zh';
import { bargingEn, bargingResourcesEn } from './barging.en';
import { bargingZh, bargingResourcesZh } from './barging.zh';
import { vettingEn, vettingResourcesEn } from './vetting.en';
import { vettingZh, vettingResourcesZh } from './vetting.zh';
import { dashboardEn, excelScreenEn } from './dashboard.en';
import { dashboardZh, excelScreenZh } from './dashboard.zh';
import { pilotageScreenEn } from './pilotage.en';
import { pilotageScreenZh } from './pilotage.zh';
import { billingScreenEn } from './billing.en';
import { billingScreenZh } from './billing.zh';

/**
 * react-admin's texts (`ra.*`), the shared catalogue's sections at the root (`spec.*`, `rules.*`,
 * `statuses.*`: the keys the server sends), the screens' own texts under `berth.*` and the resources'
 * labels under `resources.*`.
 */
export const en = {
  ...englishMessages,
  ...MESSAGES_EN,
  berth: {
    ...berthEn,
    ...shellEn,
    master: masterEn,
    barging: bargingEn,
    vetting: vettingEn,
    dashboard: dashboardEn,
    excel: excelScreenEn,
    pilotage: pilotageScreenEn,
    billing: billingScreenEn,
  },
  resources: { ...resourcesEn, ...bargingResourcesEn, ...vettingResourcesEn },
} as unknown as TranslationMessages;
export const zh = {
  ...raZh,
  ...MESSAGES_ZH,
  berth: {
    ...berthZh,
    ...shellZh,
    master: masterZh,
    barging: bargingZh,
    vetting: vettingZh,
    dashboard: dashboardZh,
    excel: excelScreenZh,
    pilotage: pilotageScreenZh,
    billing: billingScreenZh,
  },
  resources: { ...resourcesZh, ...bargingResourcesZh, ...vettingResourcesZh },
} as unknown as TranslationMessages;
export const LOCALES = [
  { locale: 'en', name: 'EN' },
  { locale: 'zh', name: '中文' },
] as const;

const catalogue: Record<string, TranslationMessages> = { en, zh };

export const i18nProvider = polyglotI18nProvider((locale) => catalogue[locale] ?? en, 'en', [...LOCALES], {
  allowMissing: false,
});
