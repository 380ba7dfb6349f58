import { terminalDayStart } from '../../../contract/datetime';
import type { PilotViolation, Resource } from '../../../contract/pilotageRules';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage';
import { useTimeZone } from '../../layout/useTimeZone';
import { useTimeline } from '../shared/timeline/useTimeline';
import { useDispatch } from './useDispatch';

/**
 * The planner's dispatch (useDispatch) on the shared timeline: a job keeps its time, so only who
 * takes it is chosen ('row' mode); a pilot lane puts its pilot on the job, a tug lane adds its tug
 * or, when the job has it already, takes it off.
 */
export function usePlanning(day: string, days: number, hourPx: number) {
  const timeZone = useTimeZone();
  const dispatch = useDispatch(day, days);
  const { data, verdictFor, assign } = dispatch;
  // The first terminal midnight of the board: x = 0.
  const origin = data ? (terminalDayStart(data.from, timeZone)?.getTime() ?? 0) : 0;
  const jobOf = (id: number | null) => data?.jobs.find((j) => j.id === id) ?? null;

  const place = (j: PilotJobRecord, r: Resource) => {
    const tugIds = j.tugs.map((t) => t.id);
    if (r.kind === 'pilot') return assign(j, r.id, tugIds, 'berth.pilotage.planning.assigned', r.name);
    return tugIds.includes(r.id)
      ? assign(
          j,
          j.pilotId,
          tugIds.filter((t) => t !== r.id),
          'berth.pilotage.planning.tugRemoved',
          r.name,
        )
      : assign(j, j.pilotId, [...tugIds, r.id], 'berth.pilotage.planning.tugAdded', r.name);
  };
  const timeline = useTimeline<Resource, PilotViolation>({
    origin,
    hourPx,
    mode: 'row',
    check: (id, r) => {
      const j = jobOf(id);
      return j && verdictFor(j, r);
    },
    startOf: (id) => Date.parse(jobOf(id)?.requiredAt ?? ''),
    place: (id, r) => {
      const j = jobOf(id);
      return j && place(j, r);
    },
    sameRow: (a, b) => a.kind === b.kind && a.id === b.id,
  });
  return { ...dispatch, origin, timeline, job: jobOf(timeline.selected) };
}
