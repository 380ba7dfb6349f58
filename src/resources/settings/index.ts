import { lazyScreen } from '../shared/lazyScreen';

/** Settings hold several resources' tabs, so the whole screen loads at once, lazily. */
export default { screen: lazyScreen(() => import('./SettingsScreen').then((m) => m.default)) };
