/**
 * The shared catalogue's Chinese half. The browser loads it with the Chinese screens' catalogue
 * (src/i18n/zh.ts), when Chinese is chosen; the server imports it at start (index.ts).
 */
import { bargingTextsZh } from './barging.zh.js';
import { formsZh } from './forms.zh.js';
import { documentsZh } from './documents.zh.js';
import { vettingZh } from './vetting.zh.js';
import { excelZh } from './excel.zh.js';
import { pilotageZh } from './pilotage.zh.js';
import { portCallZh } from './portCall.zh.js';
import { billingZh } from './billing.zh.js';
import { platformZh } from './platform.zh.js';
import { peopleZh } from './people.zh.js';
import { mailZh } from './mail.zh.js';
import { mailPreferencesZh } from './mailPreferences.zh.js';
import { qualityZh } from './quality.zh.js';
import { invoicesZh } from './invoices.zh.js';
import { addCatalogue, type MESSAGES_EN } from './catalogue.en.js';
import type { Translation } from './shape.js';

export const MESSAGES_ZH: Translation<typeof MESSAGES_EN> = {
  ...platformZh,
  ...formsZh,
  ...bargingTextsZh,
  ...documentsZh,
  ...vettingZh,
  ...excelZh,
  ...pilotageZh,
  ...portCallZh,
  ...billingZh,
  ...peopleZh,
  ...mailZh,
  ...mailPreferencesZh,
  ...invoicesZh,
  ...qualityZh,
};
addCatalogue('zh', MESSAGES_ZH);
