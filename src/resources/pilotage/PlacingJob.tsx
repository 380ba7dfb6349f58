import { Button, Stack, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import { ASSIGNABLE_STATUSES, type PilotJobRecord } from '../../../contract/schemas/pilotage';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { ReasonButton } from '../shared/ReasonButton';
import { ShiftingButton } from './ShiftingButton';
import type { usePlanning } from './usePlanning';

const K = 'berth.pilotage.planning';

interface Props {
  job: PilotJobRecord | null;
  onPhone: boolean;
  assign: ReturnType<typeof usePlanning>['assign'];
  onChanged(): void;
  onCancelled(): void;
}

/** Above the lanes: what is being placed (or how to), and what else can be done with the job picked. */
export function PlacingJob({ job, onPhone, assign, onChanged, onCancelled }: Props) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const dp = useDataProvider<PortalDataProvider>();
  return (
    <>
      <Typography variant="body2" color={job ? 'primary' : 'text.secondary'} sx={{ mb: 1 }} role="status">
        {job
          ? translate(`${K}.placing`, {
              id: job.id,
              barge: job.bargeName,
              movement: translate(`pilotage.movements.${job.movement}`),
              time: formatTerminalDateTime(new Date(job.requiredAt), timeZone),
            })
          : translate(onPhone ? `${K}.phoneHint` : `${K}.hint`)}
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
                  `${K}.pilotRemoved`,
                  '',
                )
              }
            >
              {translate(`${K}.removePilot`)}
            </Button>
          )}
          <ShiftingButton job={job} onDone={onChanged} />
          {ASSIGNABLE_STATUSES.includes(job.status) && (
            <ReasonButton
              label={`${K}.cancelJob`}
              title={`${K}.cancelJobTitle`}
              icon={<CancelIcon />}
              doneMessage={`${K}.jobCancelled`}
              onConfirm={async (reason) => {
                await dp.api('cancelPilotJob', { params: { id: job.id }, body: { reason } });
                onCancelled();
              }}
            />
          )}
        </Stack>
      )}
    </>
  );
}
