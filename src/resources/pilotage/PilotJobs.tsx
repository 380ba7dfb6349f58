import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Pagination,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { jobStepsFrom, type PilotJobRecord } from '../../../contract/schemas/pilotage';
import { isHeadOfPilot } from '../../../contract/permissions';
import { useBerthInfo } from '../../layout/useBerthInfo';
import type { PortalDataProvider } from '../../dataProvider';
import { failureText } from '../../i18n/messages';
import { InstantPicker } from '../shared/DateTimeInput';
import { EmptyState } from '../shared/ListEmpty';
import { JobSummary } from './JobSummary';

type View = 'today' | 'upcoming' | 'past';
/** Cards a page: enough for a day's work, short enough to scroll on a phone. */
const PAGE = 20;

/** The complete step asks for the actual times (start as recorded, end now) and a remark. */
function CompleteDialog({ job, onClose, onDone }: { job: PilotJobRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const [start, setStart] = useState<string | null>(job.actualStart ?? job.requiredAt);
  const [end, setEnd] = useState<string | null>(new Date().toISOString());
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await dp.api('completePilotJob', {
        params: { id: job.id },
        body: { actualStart: start ?? undefined, actualEnd: end ?? undefined, remarks: remarks || null },
      });
      onDone();
    } catch {
      // Shown by the HTTP layer; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('berth.pilotage.jobs.completeTitle', { id: job.id })}</DialogTitle>
      <DialogContent>
        <InstantPicker
          label={translate('berth.pilotage.jobs.actualStart')}
          value={start}
          onChange={setStart}
          fullWidth
        />
        <InstantPicker label={translate('berth.pilotage.jobs.actualEnd')} value={end} onChange={setEnd} fullWidth />
        <TextField
          label={translate('berth.pilotage.jobs.remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="dense"
          variant="filled"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.pilotage.jobs.cancel')}</Button>
        <Button variant="contained" disabled={busy || !start || !end} onClick={() => void save()}>
          {translate('berth.pilotage.jobs.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /pilot/index (DECISIONS.md §7a): a pilot's own jobs, today, upcoming and past, as cards that fit
 * a phone, to confirm, start and complete with actual times; the head of pilot sees every job.
 */
export function PilotJobs() {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const user = useBerthInfo().data?.user;
  const [view, setView] = useState<View>('today');
  const [page, setPage] = useState(1);
  const [completing, setCompleting] = useState<PilotJobRecord | null>(null);
  const { data, error, refetch } = useQuery({
    queryKey: ['pilotJobs', view, page],
    queryFn: () => dp.api('pilotJobs', { query: { view, pageNum: page, pageSize: PAGE }, quiet: true }),
  });
  const step = async (job: PilotJobRecord, s: 'confirm' | 'start') => {
    try {
      await dp.api(s === 'confirm' ? 'confirmPilotJob' : 'startPilotJob', { params: { id: job.id }, body: {} });
      notify(`berth.pilotage.jobs.${s === 'confirm' ? 'confirmed' : 'started'}`, {
        type: 'info',
        messageArgs: { id: job.id },
      });
      await refetch();
    } catch {
      // Shown by the HTTP layer.
    }
  };
  const title = translate(user && isHeadOfPilot(user) ? 'berth.pilotage.jobs.titleAll' : 'berth.pilotage.jobs.title');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }} data-testid="pilot-jobs">
      <Title title={title} />
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Tabs
        value={view}
        onChange={(_e, v: View) => {
          setView(v);
          setPage(1);
        }}
        sx={{ mb: 2 }}
        variant="fullWidth"
      >
        {(['today', 'upcoming', 'past'] as const).map((v) => (
          <Tab key={v} value={v} label={translate(`berth.pilotage.jobs.${v}`)} />
        ))}
      </Tabs>
      {error ? (
        <Alert severity="warning">{failureText(translate, error)}</Alert>
      ) : !data ? (
        <Loading />
      ) : !data.rows.length ? (
        <EmptyState
          text={translate(view === 'today' ? 'berth.pilotage.jobs.emptyToday' : 'berth.pilotage.jobs.empty')}
        />
      ) : (
        <Stack spacing={1.5}>
          {data.rows.map((job) => (
            <Card key={job.id} variant="outlined" data-job={job.id}>
              <CardContent sx={{ pb: 1 }}>
                <JobSummary job={job} />
              </CardContent>
              {/* Done and cancelled jobs have no next step: their status chip says it all. */}
              {jobStepsFrom(job.status).length > 0 && (
                <CardActions sx={{ px: 2, pb: 1.5, flexWrap: 'wrap', gap: 1 }}>
                  {jobStepsFrom(job.status).map((s, i) => (
                    <Button
                      key={s}
                      variant={i === 0 ? 'contained' : 'outlined'}
                      onClick={() => (s === 'complete' ? setCompleting(job) : void step(job, s))}
                    >
                      {translate(`berth.pilotage.jobs.${s}`)}
                    </Button>
                  ))}
                </CardActions>
              )}
            </Card>
          ))}
          {data.total > PAGE && (
            <Pagination
              count={Math.ceil(data.total / PAGE)}
              page={page}
              onChange={(_e, p) => setPage(p)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      )}
      {completing && (
        <CompleteDialog
          job={completing}
          onClose={() => setCompleting(null)}
          onDone={() => {
            notify('berth.pilotage.jobs.completed', { type: 'info', messageArgs: { id: completing.id } });
            setCompleting(null);
            void refetch();
          }}
        />
      )}
    </Box>
  );
}
