import { lazy } from 'react';
import BlockIcon from '@mui/icons-material/BlockOutlined';

export default {
  list: lazy(() => import('./UnqualifiedShipList').then((m) => ({ default: m.UnqualifiedShipList }))),
  create: lazy(() => import('./UnqualifiedShipCreate').then((m) => ({ default: m.UnqualifiedShipCreate }))),
  icon: BlockIcon,
  recordRepresentation: 'shipName',
};
