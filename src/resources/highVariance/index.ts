import { lazy } from 'react';

export default { screen: lazy(() => import('./HighVarianceScreen').then((m) => ({ default: m.HighVarianceScreen }))) };
