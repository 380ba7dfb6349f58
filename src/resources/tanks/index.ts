import { lazy } from 'react';
import TankIcon from '@mui/icons-material/PropaneTankOutlined';

export default {
  list: lazy(() => import('./TankList').then((m) => ({ default: m.TankList }))),
  create: lazy(() => import('./TankViews').then((m) => ({ default: m.TankCreate }))),
  edit: lazy(() => import('./TankViews').then((m) => ({ default: m.TankEdit }))),
  icon: TankIcon,
  recordRepresentation: 'number',
};
