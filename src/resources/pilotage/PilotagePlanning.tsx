import { useState } from 'react';
import { Box, Card, CardContent, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { terminalDay } from '../../../contract/datetime';
import { ASSIGNABLE_STATUSES } from '../../../contract/schemas/pilotage';
import { useTimeZone } from '../../layout/useTimeZone';
import { usePhone } from '../shared/ResourceList';
import { DispatchToolbar } from './DispatchToolbar';
import { OpenJobs } from './OpenJobs';
import { PlacingJob } from './PlacingJob';
import { ProposalDialog } from './ProposalDialog';
import { LABEL } from './ResourceLane';
import { ResourceLanes, ResourceRows } from './ResourceLanes';
import { fitHourPx, useClientWidth } from './useFitHours';
import { usePlanning } from './usePlanning';

/**
 * /pilotagePlanning/index (DECISIONS.md §7a): a timeline per pilot and per tug over days with the
 * jobs waiting for one beside it. Pick a job, then a row: every row says before the click whether
 * it can take the job (the rules of contract/pilotageRules.ts, which the server enforces again).
 */
export function PilotagePlanning() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const onPhone = usePhone();
  const [day, setDay] = useState(terminalDay(new Date(), timeZone));
  const [days, setDays] = useState(2);
  // The days chosen fit the lane area's width (walk 35 #8), down to a readable hour, then scroll.
  const [measure, laneWidth] = useClientWidth<HTMLDivElement>();
  const hourPx = fitHourPx(laneWidth, days, LABEL);
  const { data, refetch, lastDay, assign, proposal, propose, accept, closeProposal, origin, timeline, job } =
    usePlanning(day, days, hourPx);

  if (!data) return <PageLoading />;
  const open = data.jobs.filter(
    (j) => ASSIGNABLE_STATUSES.includes(j.status) && (j.pilotId === null || j.tugs.length < data.rules.tugsPerJob),
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="pilotage-planning">
      <Title title={translate('berth.pilotage.planning.title')} />
      <DispatchToolbar
        day={day}
        onDay={setDay}
        days={days}
        onDays={setDays}
        onPropose={() => void propose()}
        sx={{ mb: 2 }}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <OpenJobs jobs={open} timeline={timeline} />
        <Card sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <CardContent>
            <PlacingJob
              job={job}
              onPhone={onPhone}
              assign={assign}
              onChanged={() => void refetch()}
              onCancelled={() => timeline.select(null)}
            />
            {onPhone ? (
              <ResourceRows data={data} job={job} timeline={timeline} />
            ) : (
              <ResourceLanes
                data={data}
                days={days}
                hourPx={hourPx}
                measure={measure}
                origin={origin}
                job={job}
                timeline={timeline}
              />
            )}
          </CardContent>
        </Card>
      </Stack>
      <ProposalDialog
        proposal={proposal}
        board={data}
        day={day}
        lastDay={lastDay}
        onClose={closeProposal}
        onAccept={() => void accept()}
      />
    </Box>
  );
}
