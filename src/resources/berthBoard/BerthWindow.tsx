import { Tooltip } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { Violation } from '../../../contract/berthRules';
import type { BoardData } from '../../../contract/schemas/berthBoard';
import { HOUR } from '../../../contract/time';
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

/** A planned window on its berth: dragged to move it, clicked to open its nomination. */
export function PlannedWindow({ window: w, timeline, conflicted, format }: Props) {
  const formatQuantity = useFormatQuantity();
  const navigate = useNavigate();
  const at = timeline.span(w.start, w.end, 6);
  return (
    <Tooltip
      title={`#${w.nominationId} ${w.bargeName} · ${w.companyName} · ${w.productName} ${formatQuantity(w.quantity)} · ${format(w.start)} – ${format(w.end)}`}
    >
      <TimelineBar
        at={at}
        draggable
        {...timeline.dragProps(w.nominationId)}
        onClick={() => navigate(editPath('nominations', w.nominationId))}
        data-testid={`window-${w.nominationId}`}
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

/** The recorded all fast to cast off under the planned window; an hour while it is still alongside. */
export function ActualWindow({ window: w, timeline }: Pick<Props, 'window' | 'timeline'>) {
  const start = w.actualStart!;
  return (
    <TimelineBar
      at={timeline.span(start, w.actualEnd ?? start + HOUR, 4)}
      sx={{ top: 32, height: 8, borderRadius: 0.5, bgcolor: 'grey.700' }}
    />
  );
}
