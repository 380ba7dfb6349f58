import { lazy } from 'react';
import AnchorIcon from '@mui/icons-material/AnchorOutlined';

export default {
  list: lazy(() => import('./JettyList').then((m) => ({ default: m.JettyList }))),
  create: lazy(() => import('./JettyViews').then((m) => ({ default: m.JettyCreate }))),
  edit: lazy(() => import('./JettyViews').then((m) => ({ default: m.JettyEdit }))),
  icon: AnchorIcon,
  recordRepresentation: 'number',
};
