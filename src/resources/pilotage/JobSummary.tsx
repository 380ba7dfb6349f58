import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';

const STATUS_COLOR = {
  Requested: 'default',
  Confirmed: 'info',
  'In Progress': 'warning',
  Completed: 'success',
  Cancelled: 'default',
} as const;

/** A job in a few lines: when, what, where from and to, who; the same on the pilot's cards and the planner. */
export function JobSummary({ job }: { job: PilotJobRecord }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const at = (iso: string) => formatTerminalDateTime(new Date(iso), timeZone);
  const place = (p: string | null) => p ?? translate('pilotage.anchorage');
  // Who acts next (SCREENS.md): the terminal until a pilot is on it, then the pilot, until it is done.
  const waitingOn =
    job.status === 'Completed' || job.status === 'Cancelled'
      ? null
      : job.pilotName === null
        ? translate('berth.pilotage.jobs.waitingOn.unassigned')
        : translate(`berth.pilotage.jobs.waitingOn.${job.status}`, { pilot: job.pilotName });
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" fontWeight={600}>
          {at(job.requiredAt)}
        </Typography>
        <Chip size="small" label={translate(`pilotage.movements.${job.movement}`)} />
        <Chip size="small" color={STATUS_COLOR[job.status]} label={translate(`pilotage.statuses.${job.status}`)} />
        {job.late && (
          <Chip size="small" color="warning" variant="outlined" label={translate('berth.pilotage.planning.late')} />
        )}
      </Stack>
      <Typography variant="body2">
        {job.bargeName} · {place(job.fromPlace)} → {place(job.toPlace)} ·{' '}
        {translate('berth.pilotage.jobs.nomination', { id: job.nominationId })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('berth.pilotage.jobs.pilot')}: {job.pilotName ?? '—'} · {translate('berth.pilotage.jobs.tugs')}:{' '}
        {job.tugs.map((t) => t.name).join(', ') || '—'}
      </Typography>
      {waitingOn && (
        <Typography variant="body2" color="primary" data-testid="waiting-on">
          {waitingOn}
        </Typography>
      )}
      {(job.actualStart || job.actualEnd) && (
        <Typography variant="body2" color="text.secondary">
          {translate('berth.pilotage.jobs.actualStart')}: {job.actualStart ? at(job.actualStart) : '—'} ·{' '}
          {translate('berth.pilotage.jobs.actualEnd')}: {job.actualEnd ? at(job.actualEnd) : '—'}
        </Typography>
      )}
      {/* A job the system cancelled says why, in the reader's language (the server stores the key). */}
      {job.cancelReason && (
        <Typography variant="body2" color="text.secondary" data-testid="cancel-reason">
          {translate(job.cancelReason)}
        </Typography>
      )}
      {job.remarks && (
        <Typography variant="body2" color="text.secondary" data-testid="remarks">
          {translate('berth.pilotage.jobs.remarks')}: {job.remarks}
        </Typography>
      )}
    </Stack>
  );
}
