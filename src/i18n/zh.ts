import type { TranslationMessages } from 'ra-core';
import { MESSAGES_ZH } from '../../contract/messages/catalogue.zh';
import { berthZh } from './berth.zh';
import { raZh } from './ra.zh';
import { shellZh } from './shell.zh';
import { masterZh, resourcesZh } from './resources.zh';
import { bargingZh, bargingResourcesZh } from './barging.zh';
import { vettingZh, vettingResourcesZh } from './vetting.zh';
import { dashboardZh, excelScreenZh } from './dashboard.zh';
import { pilotageScreenZh } from './pilotage.zh';
import { billingScreenZh } from './billing.zh';
import { invoicesScreenZh } from './invoices.zh';
import { portCallScreenZh } from './portCall.zh';
import { laytimeScreenZh } from './laytime.zh';
import { durationZh } from './duration.zh';
import { mailScreenZh } from './mail.zh';
import { qualityScreenZh } from './quality.zh';
export { muiZh } from './mui.zh';

/** The Chinese catalogue, the same shape as `en` (index.ts); a chunk of its own, loaded when chosen. */
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
    invoices: invoicesScreenZh,
    portCall: portCallScreenZh,
    laytime: laytimeScreenZh,
    duration: durationZh,
    mail: mailScreenZh,
    quality: qualityScreenZh,
  },
  resources: { ...resourcesZh, ...bargingResourcesZh, ...vettingResourcesZh },
} as unknown as TranslationMessages;
