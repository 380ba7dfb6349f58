import { lazy } from 'react';

export default { screen: lazy(() => import('./RequestScreen').then((m) => ({ default: m.RequestScreen }))) };
