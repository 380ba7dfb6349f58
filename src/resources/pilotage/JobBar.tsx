import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PilotViolation, Resource } from '../../../contract/pilotageRules';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage';
import { useTimeZone } from '../../layout/useTimeZone';
import { TimelineBar } from '../shared/timeline/TimelineLane';
import type { Timeline } from '../shared/timeline/useTimeline';

/** What a bar says of its job: its number and its barge (walk 35 #8: "#321" alone said nothing). */
export const barText = (j: Pick<PilotJobRecord, 'id' | 'bargeName'>) => `#${j.id} ${j.bargeName}`;

/** A generous width of an 11 px character, so a text judged to fit in a bar does fit. */
const CHAR_PX = 6.5;

/**
 * Where a bar's text goes: inside when the bar is wide enough; else beside it, after the bar, or
 * before it at the end of the days, so the text never widens the timeline.
 */
export function textPlace(at: { left: number; width: number }, text: string, axisWidth: number) {
  const need = text.length * CHAR_PX + 8;
  if (at.width >= need) return 'inside';
  if (at.left + at.width + need <= axisWidth) return 'after';
  return at.left >= need ? 'before' : 'inside';
}

interface Props {
  job: PilotJobRecord;
  timeline: Timeline<Resource, PilotViolation>;
  /** The axis' width in px. */
  axisWidth: number;
}

/**
 * A job on a pilot's or tug's lane: its number and barge on it or beside it, picked by click, Enter
 * or Space (to take a tug off, to cancel it), dragged onto another lane.
 */
export function JobBar({ job: j, timeline, axisWidth }: Props) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  // Where a job sits on a lane: from its required time to its end, never thinner than 8 px.
  const at = timeline.span(Date.parse(j.requiredAt), Date.parse(j.endAt), 8);
  const text = barText(j);
  const place = textPlace(at, text, axisWidth);
  // The visible text first: a screen reader's name holds what is seen (axe label-content-name-mismatch).
  const name = `${text} · ${translate(`pilotage.movements.${j.movement}`)} ${formatTerminalDateTime(new Date(j.requiredAt), timeZone)}`;
  const selected = j.id === timeline.selected;
  const pick = () => timeline.select(j.id);
  return (
    <TimelineBar
      at={at}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={name}
      title={name}
      data-job-bar={j.id}
      draggable
      {...timeline.dragProps(j.id)}
      onClick={(e) => {
        e.stopPropagation();
        pick();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        e.stopPropagation();
        pick();
      }}
      sx={{
        top: 6,
        height: 32,
        bgcolor: selected ? 'secondary.main' : j.status === 'Completed' ? 'grey.600' : 'primary.main',
        color: 'common.white',
        borderRadius: 1,
        fontSize: 11,
        lineHeight: '32px',
        whiteSpace: 'nowrap',
        cursor: 'grab',
        ...(place === 'inside' ? { px: 0.5, overflow: 'hidden', textOverflow: 'ellipsis' } : { overflow: 'visible' }),
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.dark', outlineOffset: 1 },
      }}
    >
      {place === 'inside' ? (
        text
      ) : (
        // Beside a thin bar, dark on a light ground over the lane's grid and tint.
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 7,
            ...(place === 'after' ? { left: '100%', ml: '2px' } : { right: '100%', mr: '2px' }),
            px: '3px',
            lineHeight: '18px',
            borderRadius: 0.5,
            bgcolor: 'rgba(255,255,255,0.9)',
            color: 'text.primary',
          }}
        >
          {text}
        </Box>
      )}
    </TimelineBar>
  );
}
