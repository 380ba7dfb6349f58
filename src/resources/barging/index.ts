import { lazy } from 'react';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatOutlined';

export default {
  screen: lazy(() => import('./BargingScreen').then((m) => ({ default: m.BargingScreen }))),
  icon: DirectionsBoatIcon,
  recordRepresentation: (r: { id: number; bargeName: string }) => `#${r.id} ${r.bargeName}`,
};
