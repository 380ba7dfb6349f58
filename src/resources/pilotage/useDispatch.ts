import { useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { addDays, formatTerminalDateTime } from '../../../contract/datetime';
import { checkResource, type JobTimes, type PilotViolation, type Resource } from '../../../contract/pilotageRules';
import type { AutoAssignResult, PilotJobRecord, PilotageBoard } from '../../../contract/schemas/pilotage';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';

const timesOf = (j: PilotJobRecord): JobTimes => ({
  id: j.id,
  start: Date.parse(j.requiredAt),
  end: Date.parse(j.endAt),
  pilotId: j.pilotId,
  tugIds: j.tugs.map((t) => t.id),
});

/** The job on a lane: pilot lanes hold it as pilot, tug lanes as one of its tugs. */
export const onLane = (j: PilotJobRecord, r: Resource) =>
  r.kind === 'pilot' ? j.pilotId === r.id : j.tugs.some((t) => t.id === r.id);

/**
 * Dispatching pilot jobs (DECISIONS.md §7a): the board of the terminal days `day` and the `days`
 * after, the "why not" verdict of any pilot or tug for a job (contract/pilotageRules.ts, which the
 * server enforces again), assigning, and the auto-assign proposal with its accept. Shared by the
 * planner's timeline and the head of pilot's dispatch on the pilot screen.
 */
export function useDispatch(day: string, days: number) {
  const notify = useNotify();
  const timeZone = useTimeZone();
  const dp = useDataProvider<PortalDataProvider>();
  const [proposal, setProposal] = useState<AutoAssignResult | null>(null);
  // The last terminal day shown: the board's, auto-assign's and the proposal's period end there.
  const lastDay = addDays(day, days - 1);
  const { data, refetch } = useQuery({
    queryKey: ['pilotageBoard', day, days],
    queryFn: () => dp.api('pilotageBoard', { query: { from: day, to: lastDay } }),
    placeholderData: (previous: PilotageBoard | undefined) => previous,
  });
  const ctx = useMemo(
    () =>
      data && {
        ...data.rules,
        jobs: data.jobs.map(timesOf),
        formatTime: (ms: number) => formatTerminalDateTime(new Date(ms), timeZone),
      },
    [data, timeZone],
  );
  /** What keeps `r` from taking `job`: nothing when it fits. */
  const verdictFor = (job: PilotJobRecord | null, r: Resource): PilotViolation[] =>
    job && ctx ? checkResource(timesOf(job), r, ctx) : [];

  /** Puts a pilot and tugs on a job; true when the server took it (a refusal is shown by the HTTP layer). */
  const assign = async (j: PilotJobRecord, pilotId: number | null, tugIds: number[], done: string, name: string) => {
    let ok = false;
    try {
      await dp.api('assignPilotJob', { params: { id: j.id }, body: { pilotId, tugIds } });
      notify(done, { type: 'info', messageArgs: { id: j.id, name } });
      ok = true;
    } catch {
      // Shown by the HTTP layer, with every broken rule.
    }
    await refetch();
    return ok;
  };
  const propose = async () => {
    try {
      setProposal(await dp.api('autoAssignPilots', { body: { day, to: lastDay } }));
    } catch {
      // Shown by the HTTP layer.
    }
  };
  const accept = async () => {
    if (!proposal) return;
    try {
      const done = await dp.api('acceptPilotAssignments', { body: { assignments: proposal.assignments } });
      notify('berth.pilotage.planning.accepted', { type: 'info', messageArgs: { count: done.length } });
      setProposal(null);
    } catch {
      // Shown by the HTTP layer.
    }
    await refetch();
  };
  return {
    data,
    refetch,
    lastDay,
    verdictFor,
    assign,
    proposal,
    propose,
    accept,
    closeProposal: () => setProposal(null),
  };
}
