import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LaytimeLineRecord } from '../../../contract/schemas/laytime';

type Stop = Extract<LaytimeLineRecord, { kind: 'stop' }>;

/** Stripes for time the barge is not charged: readable without colour (SCREENS.md). */
const HATCH = 'repeating-linear-gradient(135deg, #bdbdbd 0 4px, #f5f5f5 4px 8px)';

/**
 * One horizontal bar from the start (NOR + notice or all fast) to hoses disconnected: counted time
 * solid, stops not counted hatched, stops counted marked darker, each with its cause on hover. A
 * picture for the eye only (walk 34 #12): the same lines, start and end included, are listed as
 * text right below it (LaytimeLines), so the bar is hidden from screen readers and its tooltips
 * describe rather than label (no aria-label on a role-less div). The start and end are not written
 * under the bar too (walk 34 #16); the legend names only the kinds of stops this call has.
 */
export function LaytimeBar({ lines, timeOf }: { lines: LaytimeLineRecord[]; timeOf: (iso: string) => string }) {
  const translate = useTranslate();
  const start = lines.find((l) => l.kind === 'start');
  const end = lines.find((l) => l.kind === 'end');
  if (!start || !end) return null;
  const from = Date.parse(start.to);
  const span = Math.max(1, Date.parse(end.at) - from);
  const pct = (iso: string) => ((Date.parse(iso) - from) / span) * 100;
  const stops = lines.filter((l): l is Stop => l.kind === 'stop');
  const cause = (s: Stop) => (s.cause ? translate(`stopCause.${s.cause}`) : translate('berth.laytime.noCause'));
  const legend: [string, object][] = [['legendCounted', { bgcolor: 'primary.main' }]];
  if (stops.some((s) => !s.counted)) legend.push(['legendExcluded', { background: HATCH }]);
  if (stops.some((s) => s.counted))
    legend.push(['legendCountedStop', { bgcolor: 'primary.dark', borderTop: 4, borderColor: 'warning.main' }]);
  return (
    <Box>
      <Box
        aria-hidden
        data-testid="laytime-bar"
        sx={{ position: 'relative', height: 28, borderRadius: 1, bgcolor: 'primary.main', overflow: 'hidden' }}
      >
        {stops.map((s) => (
          <Tooltip key={s.eventId} describeChild title={`${timeOf(s.from)} – ${timeOf(s.to)} · ${cause(s)}`}>
            <Box
              data-testid={`laytime-stop-${s.counted ? 'counted' : 'excluded'}`}
              sx={{
                position: 'absolute',
                top: 0,
                bottom: 0,
                left: `${pct(s.from)}%`,
                // A stop of a few minutes on a long call stays visible.
                width: `max(3px, ${pct(s.to) - pct(s.from)}%)`,
                ...(s.counted
                  ? { bgcolor: 'primary.dark', borderTop: 4, borderColor: 'warning.main' }
                  : { background: HATCH }),
              }}
            />
          </Tooltip>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }} aria-hidden data-testid="laytime-legend">
        {legend.map(([key, sx]) => (
          <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid={`laytime-${key}`}>
            <Box sx={{ width: 16, height: 12, borderRadius: 0.5, ...sx }} />
            <Typography variant="caption">{translate(`berth.laytime.${key}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
