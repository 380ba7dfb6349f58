import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NominationProgress } from '../../../contract/enums';

type Colour = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
/** One colour per stage: waiting on the customer, on the terminal, on the barge, in operation, closed. */
export const STATUS_COLOURS: Record<NominationProgress, Colour> = {
  Created: 'default',
  'Pending Approval': 'warning',
  Acknowledged: 'info',
  'Pending Barge Readiness Time': 'warning',
  'Barge Ready': 'info',
  'Pending Jetty Information': 'warning',
  'Jetty Assigned': 'primary',
  Booked: 'primary',
  'Signing in Progress': 'secondary',
  'CQ Uploaded': 'secondary',
  Completed: 'success',
  Cancelled: 'error',
};

export function StatusChip({ status }: { status: NominationProgress }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'Cancelled' ? 'outlined' : 'filled'}
      label={translate(`statuses.${status}`)}
    />
  );
}
