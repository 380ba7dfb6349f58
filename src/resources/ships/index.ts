import { lazy } from 'react';
import ShipIcon from '@mui/icons-material/DirectionsBoatOutlined';

export default {
  list: lazy(() => import('./ShipList').then((m) => ({ default: m.ShipList }))),
  create: lazy(() => import('./ShipViews').then((m) => ({ default: m.ShipCreate }))),
  edit: lazy(() => import('./ShipViews').then((m) => ({ default: m.ShipEdit }))),
  icon: ShipIcon,
  recordRepresentation: 'name',
};
