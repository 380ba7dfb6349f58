import { lazyScreen } from '../shared/lazyScreen';
import PilotIcon from '@mui/icons-material/SailingOutlined';

export default {
  list: lazyScreen(() => import('./PilotList').then((m) => m.PilotList)),
  create: lazyScreen(() => import('./PilotViews').then((m) => m.PilotCreate)),
  edit: lazyScreen(() => import('./PilotViews').then((m) => m.PilotEdit)),
  icon: PilotIcon,
  recordRepresentation: 'name',
};
