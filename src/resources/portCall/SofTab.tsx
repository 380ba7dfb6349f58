import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { RecordPanel } from './RecordPanel';
import { SofSummary } from './SofSummary';
import { SofTimeline } from './SofTimeline';
import { useSof } from './usePortCall';

/**
 * A nomination's statement of facts: on a phone the buttons of what may follow come first (the
 * barge and the loading master record from the deck), then the timeline and the figures.
 */
export function SofTab({ nominationId }: { nominationId: number }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const { data: sof, error } = useSof(nominationId);
  const timeOf = (iso: string) => formatTerminalDateTime(iso, timeZone);
  if (error) return <Alert severity="warning">{translate('ra.notification.http_error')}</Alert>;
  if (!sof) return <PageLoading />;
  return (
    <Box>
      <RecordPanel sof={sof} timeOf={timeOf} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Box>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('berth.portCall.sof.timeline')}
          </Typography>
          <SofTimeline sof={sof} timeOf={timeOf} />
        </Box>
        <SofSummary sof={sof} />
      </Box>
    </Box>
  );
}
