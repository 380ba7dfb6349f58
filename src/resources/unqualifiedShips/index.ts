import { lazyScreen } from '../shared/lazyScreen';
import BlockIcon from '@mui/icons-material/BlockOutlined';

export default {
  list: lazyScreen(() => import('./UnqualifiedShipList').then((m) => m.UnqualifiedShipList)),
  create: lazyScreen(() => import('./UnqualifiedShipCreate').then((m) => m.UnqualifiedShipCreate)),
  icon: BlockIcon,
  recordRepresentation: 'shipName',
};
