import { lazyScreen } from '../shared/lazyScreen';

/** The Excel exports (issue 17): the variance report and the pilot jobs. */
export default {
  variance: lazyScreen(() => import('./ExcelExport').then((m) => m.VarianceExport)),
  pilotJobs: lazyScreen(() => import('./ExcelExport').then((m) => m.PilotJobsExport)),
};
