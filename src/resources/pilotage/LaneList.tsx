import { Box, ButtonBase, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { Resource, PilotViolation } from '../../../contract/pilotageRules';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage';
import { LaneVerdict } from './LaneVerdict';

interface Props {
  resources: Resource[];
  jobs: PilotJobRecord[];
  /** The job picked to place, if any. */
  job: PilotJobRecord | null;
  onLane(job: PilotJobRecord, resource: Resource): boolean;
  verdict(resource: Resource): PilotViolation[];
  onPlace(resource: Resource): void;
  onPick(jobId: number): void;
  format(ms: number): string;
}

/**
 * The pilots and tugs on a phone: a row each with its jobs of the period as times, and, once a job is
 * picked, whether it can take it; a tap places it. The timeline of days would be several screens wide,
 * and a job's time is fixed: who takes it is the choice, which a row says as well as a lane.
 * The name is the row's button; the jobs' chips are buttons of their own beside it, not inside it
 * (axe nested-interactive); a tap elsewhere on the row places too.
 */
export function LaneList({ resources, jobs, job, onLane, verdict, onPlace, onPick, format }: Props) {
  /** "24/11 06:00–08:00": the day matters once the period spans several. */
  const when = (j: PilotJobRecord) => {
    const start = format(Date.parse(j.requiredAt));
    return `${start.slice(0, 5)} ${start.slice(11)}–${format(Date.parse(j.endAt)).slice(11)}`;
  };
  return (
    <Stack spacing={0.5}>
      {resources.map((r) => {
        const v = job ? verdict(r) : [];
        const held = job ? onLane(job, r) : false;
        const tone = !job ? null : held ? 'info' : v.length ? 'error' : 'success';
        return (
          <Box
            key={`${r.kind}-${r.id}`}
            data-lane={`${r.kind}-${r.id}`}
            onClick={() => onPlace(r)}
            sx={{
              p: 1,
              border: 1,
              borderColor: tone ? `${tone}.main` : 'divider',
              borderRadius: 1,
              cursor: job ? 'pointer' : 'default',
              bgcolor: (theme) => (tone ? alpha(theme.palette[tone].main, 0.1) : 'transparent'),
            }}
          >
            <ButtonBase
              data-lane-name={`${r.kind}-${r.id}`}
              onClick={(e) => {
                e.stopPropagation();
                onPlace(r);
              }}
              sx={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                borderRadius: 0.5,
                minHeight: 24,
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <Typography component="span" variant="body2" fontWeight={600} sx={{ display: 'block' }}>
                {r.name}
              </Typography>
              {job && <LaneVerdict violations={v} />}
            </ButtonBase>
            <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {jobs
                .filter((j) => onLane(j, r))
                .map((j) => (
                  <Chip
                    key={j.id}
                    size="small"
                    color={job?.id === j.id ? 'secondary' : 'default'}
                    label={`#${j.id} ${when(j)} ${j.bargeName}`}
                    // A long barge name wraps inside its chip rather than being cut at 390 px.
                    sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                    onClick={(e) => {
                      e.stopPropagation();
                      onPick(j.id);
                    }}
                  />
                ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
