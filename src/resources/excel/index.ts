import { lazyScreen } from '../shared/lazyScreen';

/** The Excel exports (issue 17): the variance report at /excel/logistic/index. */
export default {
  variance: lazyScreen(() => import('./VarianceExport').then((m) => m.VarianceExport)),
};
