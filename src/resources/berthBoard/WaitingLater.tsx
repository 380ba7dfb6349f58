import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BoardData } from '../../../contract/schemas/berthBoard';

/**
 * Under the waiting list: the nominations waiting for a berth that are ready only after the days
 * shown. A planner looking at three days should know a barge is coming on the fifth, and get there
 * in one click (the board moves to the day of the first of them).
 */
export function WaitingLater({
  data,
  lastDay,
  onShow,
}: {
  data: BoardData;
  /** The last day shown, dd/mm. */
  lastDay: string;
  onShow: (firstReadiness: number) => void;
}) {
  const translate = useTranslate();
  const { count, firstReadiness } = data.later;
  if (count === 0 || firstReadiness === null)
    return data.unassigned.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        {translate('berth.barging.board.noneWaiting')}
      </Typography>
    ) : null;
  return (
    <>
      {data.unassigned.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('berth.barging.board.noneReadyHere')}
        </Typography>
      )}
      <Button
        size="small"
        sx={{ mt: 1, px: 0, textTransform: 'none' }}
        data-testid="waiting-later"
        onClick={() => onShow(firstReadiness)}
      >
        {translate('berth.barging.board.later', { count, day: lastDay })}
      </Button>
    </>
  );
}
