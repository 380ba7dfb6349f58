import { lazyScreen } from '../shared/lazyScreen';
import ShipIcon from '@mui/icons-material/DirectionsBoatOutlined';

export default {
  list: lazyScreen(() => import('./ShipList').then((m) => m.ShipList)),
  create: lazyScreen(() => import('./ShipViews').then((m) => m.ShipCreate)),
  edit: lazyScreen(() => import('./ShipViews').then((m) => m.ShipEdit)),
  icon: ShipIcon,
  recordRepresentation: 'name',
};
