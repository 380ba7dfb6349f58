import { lazyScreen } from '../shared/lazyScreen';

/** Billing records (issue 17) at /billing-record/index. */
export default {
  screen: lazyScreen(() => import('./BillingRecords').then((m) => m.BillingRecords)),
};
