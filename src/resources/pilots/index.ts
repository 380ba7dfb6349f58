import { lazy } from 'react';
import PilotIcon from '@mui/icons-material/SailingOutlined';

export default {
  list: lazy(() => import('./PilotList').then((m) => ({ default: m.PilotList }))),
  create: lazy(() => import('./PilotViews').then((m) => ({ default: m.PilotCreate }))),
  edit: lazy(() => import('./PilotViews').then((m) => ({ default: m.PilotEdit }))),
  icon: PilotIcon,
  recordRepresentation: 'name',
};
