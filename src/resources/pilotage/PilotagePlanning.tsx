import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { formatTerminalDateTime, terminalDay, terminalDayStart } from '../../../contract/datetime';
import type { Resource } from '../../../contract/pilotageRules';
import { ASSIGNABLE_STATUSES, type PilotJobRecord } from '../../../contract/schemas/pilotage';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { EmptyState } from '../shared/ListEmpty';
import { JobSummary } from './JobSummary';
import { hourGrid, TimelineDays } from '../shared/timeline/TimelineDays';
import { ShiftingButton } from './ShiftingButton';
import { ReasonButton } from '../shared/ReasonButton';
import { usePhone } from '../shared/ResourceList';
import { LaneList } from './LaneList';
import { DispatchToolbar } from './DispatchToolbar';
import { ProposalDialog } from './ProposalDialog';
import { onLane, useDispatch } from './useDispatch';

const HOUR_PX = 28;
const H = 3_600_000;
const LABEL = 150;
const K = 'berth.pilotage.planning';
// The Pilots and Tugs headings stay in view while the timeline scrolls sideways.
const SECTION = { px: 1, display: 'block', position: 'sticky', left: 0, width: 'fit-content' } as const;

/**
 * /pilotagePlanning/index (DECISIONS.md §7a): a timeline per pilot and per tug over days with the
 * jobs waiting for one beside it. Pick a job, then a row: every row says before the click whether
 * it can take the job (the rules of contract/pilotageRules.ts, which the server enforces again).
 */
export function PilotagePlanning() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const dp = useDataProvider<PortalDataProvider>();
  const onPhone = usePhone();
  const [day, setDay] = useState(terminalDay(new Date(), timeZone));
  const [days, setDays] = useState(2);
  const [selected, setSelected] = useState<number | null>(null);
  const { data, refetch, lastDay, verdictFor, assign, proposal, propose, accept, closeProposal } = useDispatch(
    day,
    days,
  );
  // The first terminal midnight of the board: x = 0.
  const origin = data ? (terminalDayStart(data.from, timeZone)?.getTime() ?? 0) : 0;
  const job = data?.jobs.find((j) => j.id === selected) ?? null;
  // The timeline opens at the current hour, and follows the job picked, so neither is off screen.
  const timeline = useRef<HTMLDivElement>(null);
  const focusOn = job?.requiredAt;
  useEffect(() => {
    const box = timeline.current;
    if (!box || !origin) return;
    const x = (((focusOn ? Date.parse(focusOn) : new Date().getTime()) - origin) / H) * HOUR_PX;
    if (x < 0 || x > box.scrollWidth) return;
    box.scrollTo({ left: Math.max(0, x - 2 * HOUR_PX), behavior: 'smooth' });
  }, [focusOn, origin]);
  const verdict = (r: Resource) => verdictFor(job, r);
  const place = (r: Resource, j: PilotJobRecord | null = job) => {
    if (!j) return;
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
  const drop = (e: DragEvent, r: Resource) => {
    e.preventDefault();
    const id = Number(e.dataTransfer.getData('text/plain'));
    const j = data?.jobs.find((x) => x.id === id);
    if (j) void place(r, j);
  };
  const keys = (e: KeyboardEvent, r: Resource) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      void place(r);
    }
  };

  if (!data) return <Loading />;
  const open = data.jobs.filter(
    (j) => ASSIGNABLE_STATUSES.includes(j.status) && (j.pilotId === null || j.tugs.length < data.rules.tugsPerJob),
  );
  const width = days * 24 * HOUR_PX;
  const left = (ms: number) => ((ms - origin) / H) * HOUR_PX;
  // Where a job sits on a lane: from its required time to its end, never thinner than 8 px.
  const span = (j: PilotJobRecord) => {
    const start = left(Date.parse(j.requiredAt));
    return { left: start, width: Math.max(8, left(Date.parse(j.endAt)) - start) };
  };
  const lane = (r: Resource) => {
    const v = job ? verdict(r) : [];
    const held = job ? onLane(job, r) : false;
    const tone = !job ? null : held ? 'info' : v.length ? 'error' : 'success';
    return (
      <Box
        key={`${r.kind}-${r.id}`}
        sx={{ display: 'flex', borderTop: 1, borderColor: 'divider', minWidth: width + LABEL }}
      >
        <Box
          sx={{
            width: LABEL,
            boxSizing: 'border-box',
            flexShrink: 0,
            p: 0.5,
            position: 'sticky',
            left: 0,
            bgcolor: 'background.paper',
            zIndex: 1,
          }}
        >
          <Typography variant="body2" fontWeight={600} noWrap title={r.name}>
            {r.name}
          </Typography>
          {job && (
            <Typography
              variant="caption"
              color={v.length ? 'error' : 'success.main'}
              data-verdict={v.length ? 'no' : 'yes'}
            >
              {v.length
                ? translate(`pilotRules.${v[0]!.rule}`, v[0]!.params)
                : translate('berth.pilotage.planning.fits')}
            </Typography>
          )}
        </Box>
        <Box
          role="button"
          tabIndex={0}
          aria-label={r.name}
          data-lane={`${r.kind}-${r.id}`}
          title={v.map((x) => translate(`pilotRules.${x.rule}`, x.params)).join('\n') || undefined}
          onClick={() => void place(r)}
          onKeyDown={(e) => keys(e, r)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => drop(e, r)}
          sx={{
            position: 'relative',
            width,
            minHeight: 44,
            flexShrink: 0,
            cursor: job ? 'pointer' : 'default',
            // A light tint of the verdict, so the lane's own jobs stay readable on it.
            bgcolor: (theme) => (tone ? alpha(theme.palette[tone].main, 0.1) : 'transparent'),
            backgroundImage: hourGrid(HOUR_PX),
          }}
        >
          {job && !held && (
            // Where the picked job would go on this lane, in the verdict's colour: the aim before the click.
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                top: 4,
                bottom: 4,
                ...span(job),
                border: 2,
                borderStyle: 'dashed',
                borderColor: `${tone}.main`,
                borderRadius: 1,
              }}
            />
          )}
          {data.jobs
            .filter((j) => onLane(j, r))
            .map((j) => (
              <Box
                key={j.id}
                draggable
                onDragStart={(e) => e.dataTransfer.setData('text/plain', String(j.id))}
                onClick={(e) => {
                  e.stopPropagation();
                  setSelected(j.id);
                }}
                title={`#${j.id} ${j.bargeName} ${translate(`pilotage.movements.${j.movement}`)} ${formatTerminalDateTime(new Date(j.requiredAt), timeZone)}`}
                sx={{
                  position: 'absolute',
                  top: 6,
                  height: 32,
                  ...span(j),
                  bgcolor:
                    j.id === selected ? 'secondary.main' : j.status === 'Completed' ? 'grey.600' : 'primary.main',
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
              </Box>
            ))}
        </Box>
      </Box>
    );
  };

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
        <Card sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }} data-testid="open-jobs">
          <CardContent>
            <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
              {translate('berth.pilotage.planning.unassigned')} ({open.length})
            </Typography>
            {!open.length ? (
              <EmptyState text={translate('berth.pilotage.planning.noUnassigned')} />
            ) : (
              <Stack spacing={1} sx={{ maxHeight: { md: 520 }, overflowY: 'auto' }}>
                {open.map((j) => (
                  <Box
                    key={j.id}
                    role="button"
                    tabIndex={0}
                    draggable
                    data-job={j.id}
                    aria-pressed={j.id === selected}
                    onDragStart={(e) => e.dataTransfer.setData('text/plain', String(j.id))}
                    onClick={() => setSelected(j.id)}
                    onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setSelected(j.id)}
                    sx={{
                      p: 1,
                      border: 2,
                      borderRadius: 1,
                      borderColor: j.id === selected ? 'secondary.main' : 'divider',
                      cursor: 'pointer',
                    }}
                  >
                    <JobSummary job={j} />
                  </Box>
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
        <Card sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <CardContent>
            <Typography variant="body2" color={job ? 'primary' : 'text.secondary'} sx={{ mb: 1 }} role="status">
              {job
                ? translate('berth.pilotage.planning.placing', {
                    id: job.id,
                    barge: job.bargeName,
                    movement: translate(`pilotage.movements.${job.movement}`),
                    time: formatTerminalDateTime(new Date(job.requiredAt), timeZone),
                  })
                : translate(onPhone ? 'berth.pilotage.planning.phoneHint' : 'berth.pilotage.planning.hint')}
            </Typography>
            {job && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                {job.pilotId !== null && (
                  <Button
                    size="small"
                    onClick={() =>
                      void assign(
                        job,
                        null,
                        job.tugs.map((t) => t.id),
                        'berth.pilotage.planning.pilotRemoved',
                        '',
                      )
                    }
                  >
                    {translate('berth.pilotage.planning.removePilot')}
                  </Button>
                )}
                <ShiftingButton job={job} onDone={() => void refetch()} />
                {ASSIGNABLE_STATUSES.includes(job.status) && (
                  <ReasonButton
                    label={`${K}.cancelJob`}
                    title={`${K}.cancelJobTitle`}
                    icon={<CancelIcon />}
                    doneMessage={`${K}.jobCancelled`}
                    onConfirm={async (reason) => {
                      await dp.api('cancelPilotJob', { params: { id: job.id }, body: { reason } });
                      setSelected(null);
                    }}
                  />
                )}
              </Stack>
            )}
            {onPhone ? (
              (['pilots', 'tugs'] as const).map((kind) => (
                <Box key={kind}>
                  <Typography variant="overline" sx={SECTION}>
                    {translate(`berth.pilotage.planning.${kind}`)}
                  </Typography>
                  <LaneList
                    resources={data[kind].filter((r) => r.active)}
                    jobs={data.jobs}
                    job={job}
                    onLane={onLane}
                    verdict={verdict}
                    onPlace={(r) => void place(r)}
                    onPick={setSelected}
                    format={(ms) => formatTerminalDateTime(new Date(ms), timeZone)}
                  />
                </Box>
              ))
            ) : (
              <Box ref={timeline} sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <TimelineDays
                  days={days}
                  origin={origin}
                  hourPx={HOUR_PX}
                  labelWidth={LABEL}
                  format={(ms) => formatTerminalDateTime(new Date(ms), timeZone)}
                  stickyLabels
                />
                <Typography variant="overline" sx={SECTION}>
                  {translate('berth.pilotage.planning.pilots')}
                </Typography>
                {data.pilots.filter((r) => r.active).map(lane)}
                <Typography variant="overline" sx={SECTION}>
                  {translate('berth.pilotage.planning.tugs')}
                </Typography>
                {data.tugs.filter((r) => r.active).map(lane)}
              </Box>
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
