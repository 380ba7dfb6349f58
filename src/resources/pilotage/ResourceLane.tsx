import { Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { PilotViolation, Resource } from '../../../contract/pilotageRules';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage';
import { useTimeZone } from '../../layout/useTimeZone';
import { TimelineBar, TimelineLane } from '../shared/timeline/TimelineLane';
import type { Timeline } from '../shared/timeline/useTimeline';
import { LaneVerdict } from './LaneVerdict';
import { onLane } from './useDispatch';

export const HOUR_PX = 28;
export const LABEL = 150;

interface Props {
  resource: Resource;
  jobs: PilotJobRecord[];
  /** The job picked to place, if any. */
  job: PilotJobRecord | null;
  timeline: Timeline<Resource, PilotViolation>;
  /** The axis' width in px. */
  width: number;
}

/** A pilot's or a tug's lane: its jobs, and once a job is picked whether it can take it, and where. */
export function ResourceLane({ resource: r, jobs, job, timeline, width }: Props) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const v = job ? timeline.verdictOf(r) : [];
  const held = job ? onLane(job, r) : false;
  const tone = !job ? null : held ? 'info' : v.length ? 'error' : 'success';
  // Where a job sits on a lane: from its required time to its end, never thinner than 8 px.
  const span = (j: PilotJobRecord) => timeline.span(Date.parse(j.requiredAt), Date.parse(j.endAt), 8);
  return (
    <TimelineLane
      label={
        <>
          <Typography variant="body2" fontWeight={600} noWrap title={r.name}>
            {r.name}
          </Typography>
          {job && <LaneVerdict violations={v} />}
        </>
      }
      labelWidth={LABEL}
      stickyLabel
      width={width}
      hourPx={HOUR_PX}
      // A light tint of the verdict, so the lane's own jobs stay readable on it.
      tint={(theme) => (tone ? alpha(theme.palette[tone].main, 0.1) : 'transparent')}
      role="button"
      tabIndex={0}
      aria-label={r.name}
      data-lane={`${r.kind}-${r.id}`}
      title={v.map((x) => translate(`pilotRules.${x.rule}`, x.params)).join('\n') || undefined}
      {...timeline.rowProps(r)}
      sx={{ minHeight: 44, cursor: job ? 'pointer' : 'default' }}
    >
      {job && !held && (
        // Where the picked job would go on this lane, in the verdict's colour: the aim before the click.
        <TimelineBar
          aria-hidden
          at={span(job)}
          sx={{ top: 4, bottom: 4, border: 2, borderStyle: 'dashed', borderColor: `${tone}.main`, borderRadius: 1 }}
        />
      )}
      {jobs
        .filter((j) => onLane(j, r))
        .map((j) => (
          <TimelineBar
            key={j.id}
            at={span(j)}
            draggable
            {...timeline.dragProps(j.id)}
            onClick={(e) => {
              e.stopPropagation();
              timeline.select(j.id);
            }}
            title={`#${j.id} ${j.bargeName} ${translate(`pilotage.movements.${j.movement}`)} ${formatTerminalDateTime(new Date(j.requiredAt), timeZone)}`}
            sx={{
              top: 6,
              height: 32,
              bgcolor:
                j.id === timeline.selected ? 'secondary.main' : j.status === 'Completed' ? 'grey.600' : 'primary.main',
              color: 'common.white',
              borderRadius: 1,
              px: 0.5,
              fontSize: 11,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              cursor: 'grab',
            }}
          >
            #{j.id} {j.bargeName}
          </TimelineBar>
        ))}
    </TimelineLane>
  );
}
