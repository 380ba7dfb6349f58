import { ButtonBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { PilotViolation, Resource } from '../../../contract/pilotageRules';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage';
import { TimelineBar, TimelineLane } from '../shared/timeline/TimelineLane';
import type { Timeline } from '../shared/timeline/useTimeline';
import { JobBar } from './JobBar';
import { LaneVerdict } from './LaneVerdict';
import { onLane } from './useDispatch';

/** The name column: room for "Capt. Ahmad Rahman" on a line; a longer name wraps rather than being cut. */
export const LABEL = 170;

interface Props {
  resource: Resource;
  jobs: PilotJobRecord[];
  /** The job picked to place, if any. */
  job: PilotJobRecord | null;
  timeline: Timeline<Resource, PilotViolation>;
  /** The axis' width in px. */
  width: number;
  hourPx: number;
}

/**
 * A pilot's or a tug's lane: its jobs, and once a job is picked whether it can take it, and where.
 * The name is the lane's button (click, Enter, Space place the picked job); the axis takes a click or
 * a drop as well, but holds the jobs' own buttons, so it is no button itself (axe nested-interactive,
 * and its name would not hold the jobs' texts: label-content-name-mismatch).
 */
export function ResourceLane({ resource: r, jobs, job, timeline, width, hourPx }: Props) {
  const translate = useTranslate();
  const v = job ? timeline.verdictOf(r) : [];
  const held = job ? onLane(job, r) : false;
  const tone = !job ? null : held ? 'info' : v.length ? 'error' : 'success';
  const why = v.map((x) => translate(`pilotRules.${x.rule}`, x.params)).join('\n') || undefined;
  return (
    <TimelineLane
      label={
        <ButtonBase
          data-lane-name={`${r.kind}-${r.id}`}
          onClick={() => timeline.placeOn(r)}
          title={why}
          sx={{
            display: 'block',
            width: '100%',
            textAlign: 'left',
            borderRadius: 1,
            px: 0.5,
            py: 0.25,
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <Typography
            component="span"
            variant="body2"
            fontWeight={600}
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {r.name}
          </Typography>
          {job && <LaneVerdict violations={v} />}
        </ButtonBase>
      }
      labelWidth={LABEL}
      stickyLabel
      width={width}
      hourPx={hourPx}
      // A light tint of the verdict, so the lane's own jobs stay readable on it.
      tint={(theme) => (tone ? alpha(theme.palette[tone].main, 0.1) : 'transparent')}
      data-lane={`${r.kind}-${r.id}`}
      title={why}
      {...timeline.rowProps(r)}
      sx={{ minHeight: 44, cursor: job ? 'pointer' : 'default' }}
    >
      {job && !held && (
        // Where the picked job would go on this lane, in the verdict's colour: the aim before the click.
        <TimelineBar
          aria-hidden
          at={timeline.span(Date.parse(job.requiredAt), Date.parse(job.endAt), 8)}
          sx={{ top: 4, bottom: 4, border: 2, borderStyle: 'dashed', borderColor: `${tone}.main`, borderRadius: 1 }}
        />
      )}
      {jobs
        .filter((j) => onLane(j, r))
        .map((j) => (
          <JobBar key={j.id} job={j} timeline={timeline} axisWidth={width} />
        ))}
    </TimelineLane>
  );
}
