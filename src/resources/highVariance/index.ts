import { lazyScreen } from '../shared/lazyScreen';

export default { screen: lazyScreen(() => import('./HighVarianceScreen').then((m) => m.HighVarianceScreen)) };
