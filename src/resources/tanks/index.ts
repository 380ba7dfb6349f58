import { lazyScreen } from '../shared/lazyScreen';
import TankIcon from '@mui/icons-material/PropaneTankOutlined';

export default {
  list: lazyScreen(() => import('./TankList').then((m) => m.TankList)),
  create: lazyScreen(() => import('./TankViews').then((m) => m.TankCreate)),
  edit: lazyScreen(() => import('./TankViews').then((m) => m.TankEdit)),
  icon: TankIcon,
  recordRepresentation: 'number',
};
