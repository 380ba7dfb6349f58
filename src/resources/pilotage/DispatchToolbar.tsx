import { Button, Stack, type SxProps, type Theme } from '@mui/material';
import AutoFixIcon from '@mui/icons-material/AutoFixHighOutlined';
import { useTranslate } from 'react-admin';
import { DayPicker } from '../shared/DayInput';
import { DaysSelect } from '../shared/timeline/TimelineDays';

interface Props {
  day: string;
  onDay(day: string): void;
  days: number;
  onDays(days: number): void;
  /** Auto-assign for the shown days: the proposal comes first, accepted in its dialog. */
  onPropose(): void;
  sx?: SxProps<Theme>;
}

/** The days a dispatcher looks at and auto-assign for them: the planner's board and the head of pilot's dispatch. */
export function DispatchToolbar({ day, onDay, days, onDays, onPropose, sx }: Props) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={[{ alignItems: 'center', flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <DayPicker label={translate('berth.pilotage.planning.from')} value={day} onChange={onDay} />
      <DaysSelect label={translate('berth.pilotage.planning.days')} value={days} onChange={onDays} />
      <Button variant="contained" startIcon={<AutoFixIcon />} onClick={onPropose} data-testid="auto-assign">
        {translate('berth.pilotage.planning.autoAssign')}
      </Button>
    </Stack>
  );
}
