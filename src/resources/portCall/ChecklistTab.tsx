import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { ChecklistPartCard } from './ChecklistPartCard';
import { useChecklist, useShown } from './usePortCall';

/** A call's ship/shore safety checklist: the pumping gate on top, then each part and repeated round in order. */
export function ChecklistTab({ nominationId }: { nominationId: number }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const shown = useShown();
  const { data, error } = useChecklist(nominationId);
  const timeOf = (iso: string) => formatTerminalDateTime(iso, timeZone);
  if (error) return <Alert severity="warning">{translate('ra.notification.http_error')}</Alert>;
  if (!data) return <PageLoading />;
  const { gate } = data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={gate.open ? 'success' : 'info'} role="status" data-testid="checklist-gate">
        <strong>
          {translate(gate.open ? 'berth.portCall.checklist.gateOpen' : 'berth.portCall.checklist.gateClosed')}
        </strong>
        {gate.refusal && <Typography variant="body2">{shown(gate.refusal)}</Typography>}
      </Alert>
      {data.parts.map((part) => (
        <ChecklistPartCard key={`${part.part}-${part.round}`} nominationId={nominationId} part={part} timeOf={timeOf} />
      ))}
    </Box>
  );
}
