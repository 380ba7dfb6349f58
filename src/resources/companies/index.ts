import { lazyScreen } from '../shared/lazyScreen';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';

export default {
  list: lazyScreen(() => import('./CompanyList').then((m) => m.CompanyList)),
  create: lazyScreen(() => import('./CompanyViews').then((m) => m.CompanyCreate)),
  edit: lazyScreen(() => import('./CompanyViews').then((m) => m.CompanyEdit)),
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
