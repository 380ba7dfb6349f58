import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LaytimeLineRecord } from '../../../contract/schemas/laytime';

type Stop = Extract<LaytimeLineRecord, { kind: 'stop' }>;

/** Stripes for time the barge is not charged: readable without colour (SCREENS.md). */
const HATCH = 'repeating-linear-gradient(135deg, #bdbdbd 0 4px, #f5f5f5 4px 8px)';

/**
 * One horizontal bar from the start (NOR + notice or all fast, named under it) to hoses
 * disconnected: counted time solid, stops not counted hatched, stops counted marked darker, each
 * with its cause on hover. A picture for the eye; the same lines are listed as text below it
 * (LaytimeLines), so the bar is one labelled image to a screen reader.
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
  const startLabel =
    start.basis === 'notice'
      ? translate('berth.laytime.startNotice', { from: timeOf(start.from), to: timeOf(start.to) })
      : translate('berth.laytime.startAllFast', { at: timeOf(start.to) });
  return (
    <Box>
      <Box
        role="img"
        aria-label={translate('berth.laytime.timelineLabel', { start: timeOf(start.to), end: timeOf(end.at) })}
        data-testid="laytime-bar"
        sx={{ position: 'relative', height: 28, borderRadius: 1, bgcolor: 'primary.main', overflow: 'hidden' }}
      >
        {stops.map((s) => (
          <Tooltip key={s.eventId} title={`${timeOf(s.from)} – ${timeOf(s.to)} · ${cause(s)}`}>
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
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="caption">{startLabel}</Typography>
        <Typography variant="caption">{translate('berth.laytime.end', { at: timeOf(end.at) })}</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }} aria-hidden>
        {[
          ['legendCounted', { bgcolor: 'primary.main' }],
          ['legendExcluded', { background: HATCH }],
          ['legendCountedStop', { bgcolor: 'primary.dark', borderTop: 4, borderColor: 'warning.main' }],
        ].map(([key, sx]) => (
          <Box key={key as string} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 16, height: 12, borderRadius: 0.5, ...(sx as object) }} />
            <Typography variant="caption">{translate(`berth.laytime.${key as string}`)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
