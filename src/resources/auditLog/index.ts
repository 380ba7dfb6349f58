import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';

/** The audit log resource; its list loads when first opened, keeping the shell small. */
export default {
  list: lazy(() => import('./AuditLogList').then((m) => ({ default: m.AuditLogList }))),
  icon: HistoryIcon,
  recordRepresentation: 'action',
};
