import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { MESSAGES_EN } from '../../contract/messages';
import { loadChunk } from '../chunkLoad';
import { storedLocale } from './locale';
import type * as ZhModule from './zh';
import { berthEn } from './berth.en';
import { shellEn } from './shell.en';
import { masterEn, resourcesEn } from './resources.en';
import { bargingEn, bargingResourcesEn } from './barging.en';
import { vettingEn, vettingResourcesEn } from './vetting.en';
import { dashboardEn, excelScreenEn } from './dashboard.en';
import { pilotageScreenEn } from './pilotage.en';
import { billingScreenEn } from './billing.en';
import { invoicesScreenEn } from './invoices.en';
import { portCallScreenEn } from './portCall.en';
import { laytimeScreenEn } from './laytime.en';
import { durationEn } from './duration.en';
import { mailScreenEn } from './mail.en';
import { qualityScreenEn } from './quality.en';

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
    invoices: invoicesScreenEn,
    portCall: portCallScreenEn,
    laytime: laytimeScreenEn,
    duration: durationEn,
    mail: mailScreenEn,
    quality: qualityScreenEn,
  },
  resources: { ...resourcesEn, ...bargingResourcesEn, ...vettingResourcesEn },
} as unknown as TranslationMessages;
export const LOCALES = [
  { locale: 'en', name: 'EN' },
  { locale: 'zh', name: '中文' },
] as const;

// Chinese loads when chosen (react-admin holds the first render until a stored choice has loaded):
// English readers do not carry it (issue 32 §7, bench/bundle.ts).
type ZhChunk = typeof ZhModule;
let zhChunk: Promise<ZhChunk> | undefined;
let zhLoaded: ZhChunk | undefined;
const loadZh = () =>
  (zhChunk ??= loadChunk(() => import('./zh')).then(
    (m) => (zhLoaded = m),
    (e: unknown) => {
      zhChunk = undefined; // a later choice tries again
      throw e;
    },
  ));
// A reader who chose Chinese fetches it beside the app's own code, not after the app has mounted
// (react-admin asks only then): the first paint waits one download, not two in a row.
if (storedLocale() === 'zh') loadZh().catch(() => undefined);

const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  locale === 'zh' ? loadZh().then((m) => m.zh) : en;

export const i18nProvider = polyglotI18nProvider(messagesFor, 'en', [...LOCALES], {
  allowMissing: false,
});

/**
 * MUI's own texts (pickers, pagers) for a locale, once its catalogue has loaded: react-admin renders
 * a locale only after its messages have arrived, so the Chinese chunk is here by then (LocaleTheme).
 */
export const muiTextsFor = (locale: string) => (locale === 'zh' ? zhLoaded?.muiZh : undefined);
