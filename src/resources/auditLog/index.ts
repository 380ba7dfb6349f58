import { lazyScreen } from '../shared/lazyScreen';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';

/** The audit log resource; its list loads when first opened, keeping the shell small. */
export default {
  list: lazyScreen(() => import('./AuditLogList').then((m) => m.AuditLogList)),
  icon: HistoryIcon,
  recordRepresentation: 'action',
};
