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
        : `${format(w.actualStart)} – ${format(w.actualEnd)}`;
}

/** A planned window on its berth: dragged to move it, clicked to open its nomination. */
export function PlannedWindow({ window: w, timeline, conflicted, format }: Props) {
  const formatQuantity = useFormatQuantity();
  const translate = useTranslate();
  const navigate = useNavigate();
  const actualText = useActualText(format);
  const at = timeline.span(w.start, w.end, 6);
  const planned = `${format(w.start)} – ${format(w.end)}`;
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

/**
 * The recorded all fast to cast off (issue 33: the nomination's actual times from its statement of
 * facts), drawn over the planned window as a hatched, outlined band; to now while still alongside.
 * The planned window under it names both times (tooltip, screen reader), so this band is only seen.
 */
export function ActualWindow({ window: w, timeline, now }: Pick<Props, 'window' | 'timeline'> & { now: number }) {
  const start = w.actualStart!;
  // While alongside it reaches to now (at least a few minutes, so a call all fast just now shows).
  const end = w.actualEnd ?? Math.max(now, start + 10 * MINUTE);
  return (
    <TimelineBar
      at={timeline.span(start, end, 4)}
      aria-hidden
      data-testid={`actual-${w.nominationId}`}
      data-alongside={w.actualEnd === null ? 'true' : undefined}
      sx={{ top: 2, height: 28, borderRadius: 0.5, pointerEvents: 'none', zIndex: 1, ...ACTUAL_LOOK }}
    />
  );
}
