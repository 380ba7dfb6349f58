import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Violation } from '../../../contract/berthRules';
import type { BoardData } from '../../../contract/schemas/berthBoard';
import { MINUTE } from '../../../contract/time';
import { useFormatQuantity } from '../shared/format';
import { editPath } from '../shared/paths';
import { TimelineBar } from '../shared/timeline/TimelineLane';
import type { Timeline } from '../shared/timeline/useTimeline';

type Window = BoardData['windows'][number];

interface Props {
  window: Window;
  timeline: Timeline<number, Violation>;
  /** It breaks a rule now: a red edge. */
  conflicted: boolean;
  format(ms: number): string;
}

/** The actual window's look: a hatched, outlined band (not a colour alone) over the planned one. */
export const ACTUAL_LOOK = {
  border: '2px solid',
  borderColor: 'grey.900',
  backgroundImage: 'repeating-linear-gradient(135deg, rgba(33,33,33,0.55) 0 3px, rgba(255,255,255,0.25) 3px 7px)',
} as const;

/**
 * A window's two ends as the board writes them: the end's day only when it is not the start's
 * ("24/11/2026 08:00" and "14:30"). One rule for the planned and the actual windows, in the
 * tooltip, on the band and in the phone's agenda.
 */
export function rangeEnds(format: (ms: number) => string, start: number, end: number): { from: string; to: string } {
  const [from, to] = [format(start), format(end)];
  return { from, to: from.slice(0, 10) === to.slice(0, 10) ? to.slice(11) : to };
}

/** The same as one text: "24/11/2026 08:00 – 14:30". */
export function rangeText(format: (ms: number) => string, start: number, end: number): string {
  const { from, to } = rangeEnds(format, start, end);
  return `${from} – ${to}`;
}

/**
 * The recorded all fast to cast off in words, from the statement of facts; "alongside since" while
 * still alongside; null before all fast.
 */
export function useActualText(format: (ms: number) => string) {
  const translate = useTranslate();
  return (w: Window): string | null =>
    w.actualStart === null
      ? null
      : w.actualEnd === null
        ? translate('berth.barging.board.alongsideSince', { from: format(w.actualStart) })
        : rangeText(format, w.actualStart, w.actualEnd);
}

/** A planned window on its berth: dragged to move it, clicked to open its nomination. */
export function PlannedWindow({ window: w, timeline, conflicted, format }: Props) {
  const formatQuantity = useFormatQuantity();
  const translate = useTranslate();
  const navigate = useNavigate();
  const actualText = useActualText(format);
  const at = timeline.span(w.start, w.end, 6);
  const planned = rangeText(format, w.start, w.end);
  const actual = actualText(w);
  // Both windows named for the tooltip and for a screen reader: planned, and actual once all fast.
  const times =
    `${translate('berth.barging.board.planned')} ${planned}` +
    (actual === null ? '' : ` · ${translate('berth.barging.board.actual')} ${actual}`);
  return (
    <Tooltip
      title={`#${w.nominationId} ${w.bargeName} · ${w.companyName} · ${w.productName} ${formatQuantity(w.quantity)} · ${times}`}
    >
      <TimelineBar
        at={at}
        draggable
        {...timeline.dragProps(w.nominationId)}
        onClick={() => navigate(editPath('nominations', w.nominationId))}
        // A link, so its name is allowed (axe: aria-prohibited-attr on a role-less div) and the
        // keyboard reaches it: Enter opens the nomination, as a click does.
        role="link"
        tabIndex={0}
        onKeyDown={(e) => {
          if (e.key === 'Enter') navigate(editPath('nominations', w.nominationId));
        }}
        data-testid={`window-${w.nominationId}`}
        aria-label={`#${w.nominationId} ${w.bargeName}: ${times}`}
        sx={{
          top: 4,
          height: 24,
          overflow: 'hidden',
          cursor: 'grab',
          borderRadius: 0.5,
          px: 0.5,
          bgcolor: 'primary.light',
          color: 'primary.contrastText',
          fontSize: 11,
          whiteSpace: 'nowrap',
          border: conflicted ? '2px solid' : 'none',
          borderColor: 'error.main',
        }}
      >
        {/* Name and times when they fit; the tooltip always has everything. */}
        {at.width >= 150
          ? `#${w.nominationId} ${w.bargeName} · ${format(w.start).slice(11)}–${format(w.end).slice(11)}`
          : at.width >= 60
            ? w.bargeName
            : ''}
      </TimelineBar>
    </Tooltip>
  );
}

/** "Harbour Star 1: alongside 24/11/2026 08:00 – 14:30 (actual)": the actual band's own name. */
export function useActualName(format: (ms: number) => string) {
  const translate = useTranslate();
  return (w: Window): string => {
    if (w.actualEnd === null)
      return translate('berth.barging.board.actualWindowOpen', { barge: w.bargeName, from: format(w.actualStart!) });
    const { from, to } = rangeEnds(format, w.actualStart!, w.actualEnd);
    return translate('berth.barging.board.actualWindow', { barge: w.bargeName, from, to });
  };
}

/**
 * The recorded all fast to cast off (issue 33: the nomination's actual times from its statement of
 * facts), drawn as a hatched, outlined band; to now while still alongside. Over its planned window,
 * the planned one names both times and this band lets the pointer through to it (drag, click). Apart
 * from it (walk 33 #8: all fast a day early), the band names itself: a link with its own name and
 * tooltip, the barge's name on it when it fits.
 */
export function ActualWindow({
  window: w,
  timeline,
  now,
  format,
}: Pick<Props, 'window' | 'timeline' | 'format'> & { now: number }) {
  const navigate = useNavigate();
  const actualName = useActualName(format);
  const start = w.actualStart!;
  // While alongside it reaches to now (at least a few minutes, so a call all fast just now shows).
  const end = w.actualEnd ?? Math.max(now, start + 10 * MINUTE);
  const at = timeline.span(start, end, 4);
  const common = {
    at,
    'data-testid': `actual-${w.nominationId}`,
    'data-alongside': w.actualEnd === null ? 'true' : undefined,
  };
  const look = { top: 2, height: 28, borderRadius: 0.5, zIndex: 1, ...ACTUAL_LOOK };
  if (start < w.end && end > w.start)
    return <TimelineBar {...common} aria-hidden sx={{ ...look, pointerEvents: 'none' }} />;
  const name = actualName(w);
  const open = () => navigate(editPath('nominations', w.nominationId));
  return (
    <Tooltip title={name}>
      <TimelineBar
        {...common}
        role="link"
        tabIndex={0}
        aria-label={name}
        data-apart="true"
        onClick={open}
        onKeyDown={(e) => {
          if (e.key === 'Enter') open();
        }}
        sx={{ ...look, cursor: 'pointer', overflow: 'hidden', whiteSpace: 'nowrap', fontSize: 11, px: 0.5 }}
      >
        {/* The name on a white ground, readable over the hatch. */}
        {at.width >= 60 && (
          <span style={{ background: 'rgba(255,255,255,0.9)', color: '#212121', padding: '0 2px' }}>{w.bargeName}</span>
        )}
      </TimelineBar>
    </Tooltip>
  );
}
