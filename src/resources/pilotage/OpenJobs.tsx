import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PilotViolation, Resource } from '../../../contract/pilotageRules';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage';
import { EmptyState } from '../shared/ListEmpty';
import type { Timeline } from '../shared/timeline/useTimeline';
import { JobSummary } from './JobSummary';

interface Props {
  /** The jobs still waiting for a pilot or a tug. */
  jobs: PilotJobRecord[];
  timeline: Timeline<Resource, PilotViolation>;
}

/** Beside the timeline: the jobs waiting for a pilot or tugs, each picked (click, Enter, Space) or dragged onto a lane. */
export function OpenJobs({ jobs, timeline }: Props) {
  const translate = useTranslate();
  const { selected, select } = timeline;
  return (
    <Card sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }} data-testid="open-jobs">
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
          {translate('berth.pilotage.planning.unassigned')} ({jobs.length})
        </Typography>
        {!jobs.length ? (
          <EmptyState text={translate('berth.pilotage.planning.noUnassigned')} />
        ) : (
          <Stack spacing={1} sx={{ maxHeight: { md: 520 }, overflowY: 'auto' }}>
            {jobs.map((j) => (
              <Box
                key={j.id}
                role="button"
                tabIndex={0}
                draggable
                data-job={j.id}
                aria-pressed={j.id === selected}
                {...timeline.dragProps(j.id)}
                onClick={() => select(j.id)}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && select(j.id)}
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
  );
}
