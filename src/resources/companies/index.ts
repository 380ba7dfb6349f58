import { lazy } from 'react';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';

export default {
  list: lazy(() => import('./CompanyList').then((m) => ({ default: m.CompanyList }))),
  create: lazy(() => import('./CompanyViews').then((m) => ({ default: m.CompanyCreate }))),
  edit: lazy(() => import('./CompanyViews').then((m) => ({ default: m.CompanyEdit }))),
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
