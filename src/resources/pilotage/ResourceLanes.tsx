import { Fragment, useCallback, useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PilotViolation, Resource } from '../../../contract/pilotageRules';
import type { PilotJobRecord, PilotageBoard } from '../../../contract/schemas/pilotage';
import { HOUR } from '../../../contract/time';
import { useTimeZone } from '../../layout/useTimeZone';
import { TimelineDays } from '../shared/timeline/TimelineDays';
import type { Timeline } from '../shared/timeline/useTimeline';
import { LaneList } from './LaneList';
import { LABEL, ResourceLane } from './ResourceLane';
import { onLane } from './useDispatch';

// The Pilots and Tugs headings stay in view while the timeline scrolls sideways.
const SECTION = { px: 1, display: 'block', position: 'sticky', left: 0, width: 'fit-content' } as const;
const KINDS = ['pilots', 'tugs'] as const;

interface Props {
  data: PilotageBoard;
  days: number;
  /** The hour's width that fits the days in the lane area (useFitHours). */
  hourPx: number;
  /** Measures the lane area, whose width decides `hourPx`. */
  measure(el: HTMLDivElement | null): void;
  /** Epoch ms of the board's first terminal midnight: x = 0. */
  origin: number;
  job: PilotJobRecord | null;
  timeline: Timeline<Resource, PilotViolation>;
}

/** The active pilots, then the tugs, each a lane on the days shown. */
export function ResourceLanes({ data, days, hourPx, measure, origin, job, timeline }: Props) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  // The timeline opens at the current hour, and follows the job picked, so neither is off screen.
  const box = useRef<HTMLDivElement | null>(null);
  const boxRef = useCallback(
    (el: HTMLDivElement | null) => {
      box.current = el;
      measure(el);
    },
    [measure],
  );
  const focusOn = job?.requiredAt;
  useEffect(() => {
    const el = box.current;
    if (!el || !origin) return;
    const x = (((focusOn ? Date.parse(focusOn) : new Date().getTime()) - origin) / HOUR) * hourPx;
    if (x < 0 || x > el.scrollWidth) return;
    el.scrollTo({ left: Math.max(0, x - 2 * hourPx), behavior: 'smooth' });
  }, [focusOn, origin, hourPx]);
  return (
    <Box
      ref={boxRef}
      data-testid="lane-area"
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <TimelineDays
        days={days}
        origin={origin}
        hourPx={hourPx}
        labelWidth={LABEL}
        format={(ms) => formatTerminalDateTime(new Date(ms), timeZone)}
        stickyLabels
      />
      {KINDS.map((kind) => (
        <Fragment key={kind}>
          <Typography variant="overline" sx={SECTION}>
            {translate(`berth.pilotage.planning.${kind}`)}
          </Typography>
          {data[kind]
            .filter((r) => r.active)
            .map((r) => (
              <ResourceLane
                key={`${r.kind}-${r.id}`}
                resource={r}
                jobs={data.jobs}
                job={job}
                timeline={timeline}
                width={days * 24 * hourPx}
                hourPx={hourPx}
              />
            ))}
        </Fragment>
      ))}
    </Box>
  );
}

/** On a phone: the same pilots and tugs as rows with their jobs' times (LaneList), a tap places. */
export function ResourceRows({ data, job, timeline }: Pick<Props, 'data' | 'job' | 'timeline'>) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return KINDS.map((kind) => (
    <Box key={kind}>
      <Typography variant="overline" sx={SECTION}>
        {translate(`berth.pilotage.planning.${kind}`)}
      </Typography>
      <LaneList
        resources={data[kind].filter((r) => r.active)}
        jobs={data.jobs}
        job={job}
        onLane={onLane}
        verdict={timeline.verdictOf}
        onPlace={timeline.placeOn}
        onPick={timeline.select}
        format={(ms) => formatTerminalDateTime(new Date(ms), timeZone)}
      />
    </Box>
  ));
}
