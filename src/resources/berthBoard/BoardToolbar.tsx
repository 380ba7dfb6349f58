import { Button, Chip, Stack } from '@mui/material';
import AutoFixIcon from '@mui/icons-material/AutoFixHighOutlined';
import { useTranslate } from 'react-admin';
import { DayPicker } from '../shared/DayInput';
import { DaysSelect } from '../shared/timeline/TimelineDays';
import { ACTUAL_LOOK } from './BerthWindow';

interface Props {
  day: string;
  onDay(day: string): void;
  days: number;
  onDays(days: number): void;
  onPlan(): void;
  onPhone: boolean;
  /** Some window on the board breaks a rule now. */
  conflict: boolean;
}

/** The board's first day and how many, the auto-planner, and the timeline's legend. */
export function BoardToolbar({ day, onDay, days, onDays, onPlan, onPhone, conflict }: Props) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <DayPicker label={translate('berth.barging.board.from')} value={day} onChange={onDay} />
      <DaysSelect label={translate('berth.barging.board.days')} value={days} onChange={onDays} />
      <Button variant="contained" startIcon={<AutoFixIcon />} onClick={onPlan} data-testid="open-planner">
        {translate('berth.barging.board.plan')}
      </Button>
      {/* The timeline's legend; the agenda says planned and actual in words. */}
      {!onPhone && (
        <>
          <Chip
            size="small"
            sx={{ bgcolor: 'primary.light', color: 'primary.contrastText' }}
            label={translate('berth.barging.board.planned')}
          />
          <Chip
            size="small"
            sx={{
              ...ACTUAL_LOOK,
              bgcolor: 'common.white',
              '& .MuiChip-label': { bgcolor: 'common.white', px: 0.5, mx: 0.5 },
            }}
            label={translate('berth.barging.board.actual')}
          />
        </>
      )}
      {/* Alone on a phone it would read as an alarm: there it keys a red edge that is on screen. */}
      {(!onPhone || conflict) && <Chip size="small" color="error" label={translate('berth.barging.board.conflict')} />}
    </Stack>
  );
}
