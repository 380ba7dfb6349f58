import { lazy } from 'react';
import AnchorIcon from '@mui/icons-material/AnchorOutlined';

const views = () => import('./MooringReportViews');
export default {
  list: lazy(() => views().then((m) => ({ default: m.MooringReportList }))),
  create: lazy(() => views().then((m) => ({ default: m.MooringReportCreate }))),
  edit: lazy(() => views().then((m) => ({ default: m.MooringReportEdit }))),
  icon: AnchorIcon,
  recordRepresentation: (r: { nominationId: number; bargeName: string }) => `#${r.nominationId} ${r.bargeName}`,
};
