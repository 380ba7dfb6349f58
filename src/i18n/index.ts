import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { berthEn } from './berth.en';
import { berthZh } from './berth.zh';
import { raZh } from './ra.zh';
import { shellEn } from './shell.en';
import { shellZh } from './shell.zh';
import { masterEn, resourcesEn } from './resources.en';
import { masterZh, resourcesZh } from './resources.zh';
import { bargingEn, bargingResourcesEn } from './barging.en';
import { bargingZh, bargingResourcesZh } from './barging.zh';
import { registerServerMessages } from './serverMessages';

registerServerMessages('berth.master.validation', masterEn.validation);
registerServerMessages('berth.master.records', masterEn.records);
// A step refusal names a state and a step: both are shown in the user's language.
const stepByLabel = new Map(Object.entries(bargingEn.stepsPast).map(([step, label]) => [label as string, step]));
registerServerMessages('berth.barging.messages', bargingEn.messages, (name, value) => {
  if (name === 'status' && value in bargingEn.statuses) return `berth.barging.statuses.${value}`;
  if (name === 'action' && stepByLabel.has(value)) return `berth.barging.stepsPast.${stepByLabel.get(value)}`;
  return undefined;
});
registerServerMessages('berth.barging.rules', bargingEn.rules);
registerServerMessages('berth.barging.notices', bargingEn.notices, (name, value) => {
  if (name === 'status' && value in bargingEn.statuses) return `berth.barging.statuses.${value}`;
  const decision = value.charAt(0).toUpperCase() + value.slice(1);
  if (name === 'decision' && decision in bargingEn.requests.statuses) return `berth.barging.requests.statuses.${decision}`;
  return undefined;
});
registerServerMessages('berth.barging.mooring', bargingEn.mooring);

export const en = { ...englishMessages, berth: { ...berthEn, ...shellEn, master: masterEn, barging: bargingEn }, resources: { ...resourcesEn, ...bargingResourcesEn } } as unknown as TranslationMessages;
export const zh = { ...raZh, berth: { ...berthZh, ...shellZh, master: masterZh, barging: bargingZh }, resources: { ...resourcesZh, ...bargingResourcesZh } } as unknown as TranslationMessages;
export const LOCALES = [
  { locale: 'en', name: 'EN' },
  { locale: 'zh', name: '中文' },
] as const;

const catalogue: Record<string, TranslationMessages> = { en, zh };

export const i18nProvider = polyglotI18nProvider((locale) => catalogue[locale] ?? en, 'en', [...LOCALES], {
  allowMissing: false,
});

export { serverMessageKey } from './serverMessages';
