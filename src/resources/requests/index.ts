import { lazyScreen } from '../shared/lazyScreen';

export default { screen: lazyScreen(() => import('./RequestScreen').then((m) => m.RequestScreen)) };
