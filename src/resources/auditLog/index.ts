import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { AuditLogList } from './AuditLogList';

export default {
  list: AuditLogList,
  icon: HistoryIcon,
  recordRepresentation: 'action',
};
export { AuditLogList };
