import { lazyScreen } from '../shared/lazyScreen';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatOutlined';

export default {
  screen: lazyScreen(() => import('./BargingScreen').then((m) => m.BargingScreen)),
  icon: DirectionsBoatIcon,
  recordRepresentation: (r: { id: number; bargeName: string }) => `#${r.id} ${r.bargeName}`,
};
