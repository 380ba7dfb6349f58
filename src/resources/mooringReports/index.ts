import { lazyScreen } from '../shared/lazyScreen';
import AnchorIcon from '@mui/icons-material/AnchorOutlined';

const views = () => import('./MooringReportViews');
export default {
  list: lazyScreen(() => views().then((m) => m.MooringReportList)),
  create: lazyScreen(() => views().then((m) => m.MooringReportCreate)),
  edit: lazyScreen(() => views().then((m) => m.MooringReportEdit)),
  icon: AnchorIcon,
  recordRepresentation: (r: { nominationId: number; bargeName: string }) => `#${r.nominationId} ${r.bargeName}`,
};
