import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AssignIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { terminalDay } from '../../../contract/datetime';
import { ASSIGNABLE_STATUSES, type PilotJobRecord } from '../../../contract/schemas/pilotage';
import { useTimeZone } from '../../layout/useTimeZone';
import { EmptyState } from '../shared/ListEmpty';

import { AssignDialog } from './AssignDialog';
import { JobCard } from './JobCard';
import { DispatchToolbar } from './DispatchToolbar';
import { ProposalDialog } from './ProposalDialog';
import { useDispatch } from './useDispatch';
import { useJobSteps } from './useJobSteps';

/**
 * The head of pilot's dispatch on /pilot/index (DECISIONS.md §7a turn 3): every job of the chosen
 * days as cards, each open one with Assign (a pilot and tugs, with the planner's verdicts), and
 * auto-assign for the shown days, proposed first and then accepted; the server checks as for the planner.
 */
export function DispatchBoard() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const [day, setDay] = useState(terminalDay(new Date(), timeZone));
  const [days, setDays] = useState(2);
  const [assigning, setAssigning] = useState<number | null>(null);
  const { data, refetch, lastDay, verdictFor, assign, proposal, propose, accept, closeProposal } = useDispatch(
    day,
    days,
  );
  const steps = useJobSteps(refetch);
  if (!data) return <PageLoading />;
  const job = data.jobs.find((j) => j.id === assigning) ?? null;
  const open = (j: PilotJobRecord) =>
    ASSIGNABLE_STATUSES.includes(j.status) && (j.pilotId === null || j.tugs.length < data.rules.tugsPerJob);
  const name = (id: number | null) => data.pilots.find((p) => p.id === id)?.name ?? '';
  return (
    <Stack spacing={1.5} data-testid="dispatch">
      <DispatchToolbar day={day} onDay={setDay} days={days} onDays={setDays} onPropose={() => void propose()} />
      <Typography variant="body2" color="text.secondary" role="status">
        {translate('berth.pilotage.dispatch.summary', {
          smart_count: data.jobs.length,
          open: data.jobs.filter(open).length,
        })}
      </Typography>
      {!data.jobs.length ? (
        <EmptyState text={translate('berth.pilotage.dispatch.empty')} />
      ) : (
        data.jobs.map((j) => (
          <JobCard key={j.id} job={j} onStep={(x, s) => void steps.run(x, s)}>
            {ASSIGNABLE_STATUSES.includes(j.status) && (
              <Button
                variant={open(j) ? 'contained' : 'outlined'}
                startIcon={<AssignIcon />}
                onClick={() => setAssigning(j.id)}
              >
                {translate('berth.pilotage.dispatch.assign')}
              </Button>
            )}
          </JobCard>
        ))
      )}
      {job && (
        <AssignDialog
          job={job}
          board={data}
          verdictFor={verdictFor}
          onSave={(pilotId, tugIds) =>
            assign(
              job,
              pilotId,
              tugIds,
              'berth.pilotage.dispatch.saved',
              name(pilotId) || translate('berth.pilotage.planning.pilotNone'),
            )
          }
          onClose={() => setAssigning(null)}
        />
      )}
      <ProposalDialog
        proposal={proposal}
        board={data}
        day={day}
        lastDay={lastDay}
        onClose={closeProposal}
        onAccept={() => void accept()}
      />
      {steps.dialog}
    </Stack>
  );
}
