import { lazyScreen } from '../shared/lazyScreen';
import BuildIcon from '@mui/icons-material/BuildOutlined';

export default {
  list: lazyScreen(() => import('./EquipmentReportList').then((m) => m.EquipmentReportList)),
  create: lazyScreen(() => import('./EquipmentReportViews').then((m) => m.EquipmentReportCreate)),
  edit: lazyScreen(() => import('./EquipmentReportViews').then((m) => m.EquipmentReportEdit)),
  icon: BuildIcon,
  recordRepresentation: 'equipment',
};
