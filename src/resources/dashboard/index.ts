import { lazyScreen } from '../shared/lazyScreen';

/** /dashboard/index (issue 17): charts load with the screen, not with the shell. */
export default { screen: lazyScreen(() => import('./Dashboard').then((m) => m.Dashboard)) };
