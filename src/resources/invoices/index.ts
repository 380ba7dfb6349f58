import { lazyScreen } from '../shared/lazyScreen';

/** Invoices and credit notes (DECISIONS §11) at /invoices/index. */
export default {
  screen: lazyScreen(() => import('./Invoices').then((m) => m.Invoices)),
};
