import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { canAccess } from '../../../contract/permissions';
import { MINUTE } from '../../../contract/time';
import { useBerthInfo } from '../../layout/useBerthInfo';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePortCallApi } from './usePortCall';

/**
 * Repeated checks due and unsigned, for the loading master and the control room, above the barging
 * list. Kept under the `notifications` query key: the live stream reloads every such key when a
 * notice arrives (LiveNotifications), the due notice among them; a minute's poll covers the rest.
 */
export function DuePanel() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const api = usePortCallApi();
  const user = useBerthInfo().data?.user;
  const allowed = !!user && canAccess(user, 'due', 'portCall');
  const { data } = useQuery({
    queryKey: ['notifications', 'checklistDue'],
    queryFn: () => api('checklistDue', { quiet: true }),
    enabled: allowed,
    refetchInterval: MINUTE,
  });
  if (!allowed || !data || data.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-labelledby="due-checks-title">
      <AlertTitle id="due-checks-title">{translate('berth.portCall.due.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {data.map((row) => (
          <li key={`${row.nominationId}-${row.round}`}>
            <Link component={RouterLink} to={`/barging/index/${row.nominationId}?tab=checklist`}>
              {translate('berth.portCall.due.line', {
                barge: row.bargeName,
                berth: row.berth ?? translate('berth.portCall.due.noBerth'),
                round: row.round,
                time: formatTerminalDateTime(row.dueAt, timeZone),
              })}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
