import { lazy } from 'react';

/** Settings hold several resources' tabs, so the whole screen loads at once, lazily. */
export default { screen: lazy(() => import('./SettingsScreen')) };
