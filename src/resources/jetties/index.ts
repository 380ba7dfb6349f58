import { lazyScreen } from '../shared/lazyScreen';
import AnchorIcon from '@mui/icons-material/AnchorOutlined';

export default {
  list: lazyScreen(() => import('./JettyList').then((m) => m.JettyList)),
  create: lazyScreen(() => import('./JettyViews').then((m) => m.JettyCreate)),
  edit: lazyScreen(() => import('./JettyViews').then((m) => m.JettyEdit)),
  icon: AnchorIcon,
  recordRepresentation: 'number',
};
