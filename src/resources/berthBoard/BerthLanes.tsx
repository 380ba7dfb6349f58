import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { berthLabel, type Violation } from '../../../contract/berthRules';
import type { BoardData } from '../../../contract/schemas/berthBoard';
import { TimelineDays } from '../shared/timeline/TimelineDays';
import { TimelineBar, TimelineLane } from '../shared/timeline/TimelineLane';
import type { Timeline } from '../shared/timeline/useTimeline';
import { ActualWindow, PlannedWindow } from './BerthWindow';

// Wide enough for a four-hour window to show its barge's name.
export const HOUR_PX = 24;
const LABEL = 120;

interface Props {
  data: BoardData | undefined;
  timeline: Timeline<number, Violation>;
  days: number;
  /** Epoch ms of the first day's terminal midnight: x = 0. */
  origin: number;
  conflicted: Set<number>;
  format(ms: number): string;
}

/** The berths over the days: each a lane of its planned and actual windows, where a nomination is placed. */
export function BerthLanes({ data, timeline, days, origin, conflicted, format }: Props) {
  const translate = useTranslate();
  const width = days * 24 * HOUR_PX;
  const windows = data?.windows ?? [];
  return (
    // A named region the keyboard can reach and scroll (axe scrollable-region-focusable: with no
    // berth to show, nothing inside takes focus).
    <Box
      role="region"
      aria-label={translate('berth.barging.board.title')}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <TimelineDays days={days} origin={origin} hourPx={HOUR_PX} labelWidth={LABEL} format={format} />
      {(data?.berths ?? []).map((b) => {
        const aim = timeline.aimOn(b.id);
        return (
          <TimelineLane
            key={b.id}
            label={
              <>
                <Typography variant="body2" fontWeight={600}>
                  {berthLabel(b)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {b.minLoa}–{b.maxLoa} m{b.closures.length ? ' ⚠' : ''}
                </Typography>
              </>
            }
            labelWidth={LABEL}
            width={width}
            hourPx={HOUR_PX}
            tint={
              aim
                ? aim.verdict.length
                  ? 'error.light'
                  : 'success.light'
                : b.closures.length
                  ? 'warning.light'
                  : 'transparent'
            }
            data-testid={`berth-row-${b.name}`}
            role="group"
            aria-label={berthLabel(b)}
            tabIndex={0}
            {...timeline.rowProps(b.id)}
            sx={{ height: 48, cursor: timeline.selected ? 'crosshair' : 'default' }}
          >
            {windows
              .filter((w) => w.berthId === b.id)
              .map((w) => (
                <PlannedWindow
                  key={w.nominationId}
                  window={w}
                  timeline={timeline}
                  conflicted={conflicted.has(w.nominationId)}
                  format={format}
                />
              ))}
            {aim && (
              // The time at the pointer and the verdict, before the drop.
              <TimelineBar
                data-testid="aim"
                at={{ left: timeline.x(aim.start) }}
                sx={{
                  top: -2,
                  px: 0.5,
                  borderRadius: 0.5,
                  fontSize: 11,
                  whiteSpace: 'nowrap',
                  pointerEvents: 'none',
                  zIndex: 2,
                  bgcolor: aim.verdict.length ? 'error.main' : 'success.main',
                  color: 'common.white',
                }}
              >
                {format(aim.start).slice(11)} {aim.verdict.length ? '✗' : '✓'}
              </TimelineBar>
            )}
            {windows
              .filter((w) => w.berthId === b.id && w.actualStart !== null)
              .map((w) => (
                <ActualWindow
                  key={`a${w.nominationId}`}
                  window={w}
                  timeline={timeline}
                  now={Date.now()}
                  format={format}
                />
              ))}
          </TimelineLane>
        );
      })}
    </Box>
  );
}
