import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { LaytimeBar } from './LaytimeBar';
import { LaytimeFigures } from './LaytimeFigures';
import { LaytimeLines } from './LaytimeLines';
import { useDuration } from '../shared/duration';
import { useLaytime } from './useLaytime';
import { formatNumber } from '../shared/format';

/**
 * A completed call's laytime (DECISIONS.md §11): the figures, which version and why, the bar of
 * counted and excluded time with the same lines as text, the basis and the earlier versions. Without
 * a result, why there is none.
 */
export function LaytimeTab({ nominationId }: { nominationId: number }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const hm = useDuration();
  const { data, error } = useLaytime(nominationId);
  const timeOf = (iso: string) => formatTerminalDateTime(iso, timeZone);
  if (error) return <Alert severity="warning">{translate('berth.laytime.loadError')}</Alert>;
  if (!data) return <PageLoading />;
  const r = data.result;
  if (!r)
    return (
      <Alert severity="info" data-testid="laytime-empty">
        {translate(`berth.laytime.unavailable.${data.unavailable ?? 'notCompleted'}`)}
      </Alert>
    );
  const b = r.basis;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LaytimeFigures result={r} />
      <Typography variant="body2" color="text.secondary" data-testid="laytime-version">
        {translate('berth.laytime.version', {
          version: r.version,
          reason: translate(`berth.laytime.reasons.${r.reason}`),
          time: timeOf(r.computedAt),
        })}
      </Typography>
      <Box>
        <Typography variant="subtitle1" sx={{ mb: 1 }}>
          {translate('berth.laytime.timeline')}
        </Typography>
        <LaytimeBar lines={r.lines} timeOf={timeOf} />
        <LaytimeLines lines={r.lines} timeOf={timeOf} />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('berth.laytime.basis', {
          // The one quantity format (issue 35 #9); the catalogue's text carries the unit.
          tonnes: formatNumber(b.tonnes),
          tonnesSource: translate(`berth.laytime.tonnesSource.${b.tonnesSource}`),
          base: b.rules.baseHours,
          hours: b.hoursPerKt,
          hoursSource: translate(`berth.laytime.hoursSource.${b.hoursPerKtSource}`),
          notice: b.rules.noticeHours,
        })}
      </Typography>
      {data.versions.length > 1 && (
        <Box>
          <Typography variant="subtitle2">{translate('berth.laytime.versions')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="laytime-versions">
            {data.versions.map((v) => (
              <Typography component="li" variant="body2" key={v.version}>
                {translate('berth.laytime.versionRow', {
                  version: v.version,
                  time: timeOf(v.computedAt),
                  allowed: hm(v.allowedMinutes),
                  used: hm(v.usedMinutes),
                })}{' '}
                · {translate(`berth.laytime.reasons.${v.reason}`)}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
