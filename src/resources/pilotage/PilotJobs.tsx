import { useState } from 'react';
import { Alert, Box, Pagination, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { PageLoading } from '../shared/PageLoading';
import { useQuery } from '@tanstack/react-query';
import { isHeadOfPilot } from '../../../contract/permissions';
import { useBerthInfo } from '../../layout/useBerthInfo';
import type { PortalDataProvider } from '../../dataProvider';
import { failureText } from '../../i18n/messages';
import { EmptyState } from '../shared/ListEmpty';
import { DispatchBoard } from './DispatchBoard';
import { JobCard } from './JobCard';
import { useJobSteps } from './useJobSteps';

type List = 'today' | 'upcoming' | 'past';
type View = 'dispatch' | List;
/** Cards a page: enough for a day's work, short enough to scroll on a phone. */
const PAGE = 20;

/** One of the pilot's lists, a page at a time, each job with its next steps. */
function JobList({ view }: { view: List }) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery({
    queryKey: ['pilotJobs', view, page],
    queryFn: () => dp.api('pilotJobs', { query: { view, pageNum: page, pageSize: PAGE }, quiet: true }),
  });
  const steps = useJobSteps(refetch);
  if (error) return <Alert severity="warning">{failureText(translate, error)}</Alert>;
  if (!data) return <PageLoading />;
  if (!data.rows.length)
    return (
      <EmptyState text={translate(view === 'today' ? 'berth.pilotage.jobs.emptyToday' : 'berth.pilotage.jobs.empty')} />
    );
  return (
    <Stack spacing={1.5}>
      {data.rows.map((job) => (
        <JobCard key={job.id} job={job} onStep={(j, s) => void steps.run(j, s)} />
      ))}
      {data.total > PAGE && (
        <Pagination
          count={Math.ceil(data.total / PAGE)}
          page={page}
          onChange={(_e, p) => setPage(p)}
          sx={{ alignSelf: 'center' }}
        />
      )}
      {steps.dialog}
    </Stack>
  );
}

/**
 * /pilot/index (DECISIONS.md §7a): a pilot's own jobs, today, upcoming and past, as cards that fit
 * a phone, to confirm, start and complete with actual times. The head of pilot sees every job and
 * dispatches from here (§7a turn 3): its first tab assigns pilots and tugs for chosen days.
 */
export function PilotJobs() {
  const translate = useTranslate();
  const user = useBerthInfo().data?.user;
  const head = !!user && isHeadOfPilot(user);
  const [chosen, setView] = useState<View | null>(null);
  // The head of pilot opens on dispatch, a pilot on today's jobs.
  const view: View = chosen ?? (head ? 'dispatch' : 'today');
  const views: View[] = head ? ['dispatch', 'today', 'upcoming', 'past'] : ['today', 'upcoming', 'past'];
  const title = translate(head ? 'berth.pilotage.jobs.titleAll' : 'berth.pilotage.jobs.title');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }} data-testid="pilot-jobs">
      <Title title={title} />
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Tabs value={view} onChange={(_e, v: View) => setView(v)} sx={{ mb: 2 }} variant="fullWidth">
        {views.map((v) => (
          <Tab key={v} value={v} label={translate(`berth.pilotage.jobs.${v}`)} />
        ))}
      </Tabs>
      {view === 'dispatch' ? <DispatchBoard /> : <JobList key={view} view={view} />}
    </Box>
  );
}
