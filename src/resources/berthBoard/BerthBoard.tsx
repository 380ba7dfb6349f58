import { useState } from 'react';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { Violation } from '../../../contract/berthRules';
import { terminalDay, terminalDayStart } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';
import { PageLoading } from '../shared/PageLoading';
import { usePhone } from '../shared/ResourceList';
import { useTimeline } from '../shared/timeline/useTimeline';
import { AimVerdict } from './AimVerdict';
import { BerthLanes, HOUR_PX } from './BerthLanes';
import { BoardAgenda } from './BoardAgenda';
import { BoardToolbar } from './BoardToolbar';
import { PlannerPanel } from './PlannerPanel';
import { useBerthBoard } from './useBerthBoard';
import { WaitingChips } from './WaitingChips';
import { WaitingLater } from './WaitingLater';

/** Terminal logistics and control room see each berth's planned and actual windows over days, and assign by dragging. */
export function BerthBoard() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const onPhone = usePhone();
  const [day, setDay] = useState(() => terminalDay(new Date(), timeZone));
  const [days, setDays] = useState(3);
  const [planning, setPlanning] = useState(false);
  const from = (terminalDayStart(day, timeZone) ?? new Date()).getTime();
  const board = useBerthBoard(from, days);
  const { data, format } = board;
  // A nomination's time is chosen on the axis: pointer or arrows, to the quarter hour.
  const timeline = useTimeline<number, Violation>({
    origin: from,
    hourPx: HOUR_PX,
    mode: 'time',
    check: board.check,
    startOf: board.startOf,
    place: board.assign,
  });
  const { selected } = timeline;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('berth.barging.board.title')} />
      <Card>
        <CardContent>
          <BoardToolbar
            day={day}
            onDay={setDay}
            days={days}
            onDays={setDays}
            onPlan={() => setPlanning(true)}
            onPhone={onPhone}
            conflict={board.conflicted.size > 0}
          />
          <Typography variant="body2" color={selected ? 'primary' : 'text.secondary'} sx={{ mb: 1 }} role="status">
            {selected
              ? translate('berth.barging.board.placing', { id: selected })
              : translate(onPhone ? 'berth.barging.board.phoneHint' : 'berth.barging.board.dragHint')}
          </Typography>
          {/* Until the days' board is in, neither empty lanes nor an empty agenda: they would read as "all free". */}
          {board.failed ? (
            <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
          ) : !data ? (
            <PageLoading />
          ) : onPhone ? (
            <BoardAgenda data={data} conflicted={board.conflicted} format={format} />
          ) : (
            <BerthLanes
              data={data}
              timeline={timeline}
              days={days}
              origin={from}
              conflicted={board.conflicted}
              format={format}
            />
          )}
          <AimVerdict aim={timeline.aim} format={format} />
          {/* What waits is known with the board: no heading over nothing while it loads. */}
          {data && (
            <>
              <WaitingChips data={data} timeline={timeline} onPhone={onPhone} format={format} />
              <WaitingLater
                data={data}
                lastDay={format(board.to).slice(0, 5)}
                onShow={(first) => setDay(terminalDay(new Date(first), timeZone))}
              />
            </>
          )}
        </CardContent>
      </Card>
      {planning && (
        <PlannerPanel
          from={board.range.from}
          to={board.range.to}
          assignedIds={board.occupations.map((o) => o.nominationId)}
          onClose={() => setPlanning(false)}
          onChanged={() => void board.refetch()}
        />
      )}
    </Box>
  );
}
