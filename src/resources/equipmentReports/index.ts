import { lazy } from 'react';
import BuildIcon from '@mui/icons-material/BuildOutlined';

export default {
  list: lazy(() => import('./EquipmentReportList').then((m) => ({ default: m.EquipmentReportList }))),
  create: lazy(() => import('./EquipmentReportViews').then((m) => ({ default: m.EquipmentReportCreate }))),
  edit: lazy(() => import('./EquipmentReportViews').then((m) => ({ default: m.EquipmentReportEdit }))),
  icon: BuildIcon,
  recordRepresentation: 'equipment',
};
