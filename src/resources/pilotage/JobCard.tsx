import type { ReactNode } from 'react';
import { Button, Card, CardActions, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { jobStepsFrom, type JobStep, type PilotJobRecord } from '../../../contract/schemas/pilotage';
import { JobSummary } from './JobSummary';

/** A job as a card that fits a phone, with its next steps and any other action (`children`) at its foot. */
export function JobCard({
  job,
  onStep,
  children,
}: {
  job: PilotJobRecord;
  onStep(job: PilotJobRecord, step: JobStep): void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  // A job without its pilot has no step yet (the server would refuse it): Assign comes first.
  const steps = job.pilotId === null ? [] : jobStepsFrom(job.status);
  return (
    <Card variant="outlined" data-job={job.id}>
      <CardContent sx={{ pb: 1 }}>
        <JobSummary job={job} />
      </CardContent>
      {/* Done and cancelled jobs have no next step: their status chip says it all. */}
      {(steps.length > 0 || children) && (
        <CardActions sx={{ px: 2, pb: 1.5, flexWrap: 'wrap', gap: 1 }}>
          {children}
          {steps.map((s, i) => (
            <Button key={s} variant={i === 0 && !children ? 'contained' : 'outlined'} onClick={() => onStep(job, s)}>
              {translate(`berth.pilotage.jobs.${s}`)}
            </Button>
          ))}
        </CardActions>
      )}
    </Card>
  );
}
