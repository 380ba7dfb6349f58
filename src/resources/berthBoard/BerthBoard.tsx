import { useFormatQuantity } from '../shared/format';
import { useMemo, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Tooltip, Typography } from '@mui/material';
import AutoFixIcon from '@mui/icons-material/AutoFixHighOutlined';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { berthLabel, checkAssignment, type Violation } from '../../../contract/berthRules';
import { formatTerminalDateTime, terminalDayStart, terminalDay } from '../../../contract/datetime';
import type { PortalDataProvider } from '../../dataProvider';
import { useTimeZone } from '../../layout/useTimeZone';
import { editPath } from '../shared/paths';
import { PlannerPanel } from './PlannerPanel';
import { DaysSelect, hourGrid, TimelineDays } from '../shared/timeline/TimelineDays';
import { DayPicker } from '../shared/DayInput';
import { usePhone } from '../shared/ResourceList';
import { BoardAgenda } from './BoardAgenda';
import { WaitingLater } from './WaitingLater';

const H = 3_600_000;
// Wide enough for a four-hour window to show its barge's name.
const HOUR_PX = 24;
const SNAP = 15 * 60_000;

type Drag = { nominationId: number };
type Hover = { berthId: number; start: number; violations: Violation[] } | null;

/** Terminal logistics and control room see each berth's planned and actual windows over days, and assign by dragging. */
export function BerthBoard() {
  const dp = useDataProvider<PortalDataProvider>();
  const translate = useTranslate();
  const formatQuantity = useFormatQuantity();
  const notify = useNotify();
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const onPhone = usePhone();
  const [day, setDay] = useState(() => terminalDay(new Date(), timeZone));
  const [days, setDays] = useState(3);
  const [drag, setDrag] = useState<Drag | null>(null);
  /** A nomination picked by click or keyboard, to place without dragging. */
  const [selected, setSelected] = useState<number | null>(null);
  const [hover, setHover] = useState<Hover>(null);
  const [planning, setPlanning] = useState(false);
  const from = (terminalDayStart(day, timeZone) ?? new Date()).getTime();
  const to = from + days * 24 * H - 1;
  const range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
  const { data, refetch } = useQuery({
    queryKey: ['berthBoard', range.from, range.to],
    queryFn: () => dp.api('berthBoard', { query: range }),
  });
  const fmt = (ms: number) => formatTerminalDateTime(new Date(ms), timeZone);

  const candidates = useMemo(
    () =>
      new Map([
        ...(data?.windows ?? []).map((w) => [w.nominationId, w.candidate] as const),
        ...(data?.unassigned ?? []).map((u) => [u.nominationId, u] as const),
      ]),
    [data],
  );
  const occupations = data?.windows ?? [];
  const ctx = { changeoverMinutes: data?.changeoverMinutes ?? 60, occupations, formatTime: fmt };
  /** A planned window that breaks a rule now (a closure, an overlap) shows in red. */
  const conflicted = useMemo(
    () =>
      new Set(
        (data?.windows ?? [])
          .filter((w) => {
            const berth = data?.berths.find((b) => b.id === w.berthId);
            return berth && checkAssignment({ ...w.candidate, readiness: null }, berth, w.start, ctx).length > 0;
          })
          .map((w) => w.nominationId),
      ),
    // ctx is made from data alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data],
  );

  const timeAt = (e: DragEvent<HTMLElement> | MouseEvent<HTMLElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const ms = from + ((e.clientX - rect.left) / HOUR_PX) * H;
    return Math.round(ms / SNAP) * SNAP;
  };
  /** The verdict of every rule for the nomination being placed, at this berth and time, before it is placed. */
  const aim = (nominationId: number | undefined | null, berthId: number, start: number) => {
    if (!nominationId || !data) return;
    const candidate = candidates.get(nominationId);
    const berth = data.berths.find((b) => b.id === berthId);
    if (!candidate || !berth) return;
    if (hover?.berthId === berthId && hover.start === start) return;
    setHover({ berthId, start, violations: checkAssignment(candidate, berth, start, ctx) });
  };
  const over = (e: DragEvent<HTMLElement>, berthId: number) => {
    e.preventDefault();
    aim(drag?.nominationId, berthId, timeAt(e));
  };
  /** Keyboard placement on a berth row: arrows move the time (Shift: an hour), Enter places, Esc cancels. */
  const keys = (e: KeyboardEvent<HTMLElement>, berthId: number) => {
    if (!selected) return;
    const current = hover?.berthId === berthId ? hover.start : (candidates.get(selected)?.readiness ?? from);
    const step = e.shiftKey ? H : SNAP;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      aim(selected, berthId, Math.round((current + (e.key === 'ArrowRight' ? step : -step)) / SNAP) * SNAP);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      void place(selected, berthId, current);
    } else if (e.key === 'Escape') {
      setSelected(null);
      setHover(null);
    }
  };
  const drop = async (e: DragEvent<HTMLElement>, berthId: number) => {
    e.preventDefault();
    const start = timeAt(e);
    const nominationId = drag?.nominationId;
    setDrag(null);
    if (nominationId) await place(nominationId, berthId, start);
  };
  const place = async (nominationId: number, berthId: number, start: number) => {
    setHover(null);
    setSelected(null);
    try {
      // The server runs the same rules again: what was green here may have changed meanwhile.
      const after = await dp.api('assign', {
        params: { id: nominationId },
        body: { berthId, estimatedBerthTime: new Date(start).toISOString() },
      });
      notify('berth.barging.outcomes.assignJetty', {
        type: 'info',
        messageArgs: { id: after.id, berth: after.berthName ?? '–', time: fmt(start) },
      });
    } catch {
      // Shown by the HTTP layer.
    }
    await refetch();
  };

  const width = days * 24 * HOUR_PX;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('berth.barging.board.title')} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <DayPicker label={translate('berth.barging.board.from')} value={day} onChange={setDay} />
            <DaysSelect label={translate('berth.barging.board.days')} value={days} onChange={setDays} />
            <Button
              variant="contained"
              startIcon={<AutoFixIcon />}
              onClick={() => setPlanning(true)}
              data-testid="open-planner"
            >
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
                  sx={{ bgcolor: 'grey.700', color: 'common.white' }}
                  label={translate('berth.barging.board.actual')}
                />
              </>
            )}
            {/* Alone on a phone it would read as an alarm: there it keys a red edge that is on screen. */}
            {(!onPhone || conflicted.size > 0) && (
              <Chip size="small" color="error" label={translate('berth.barging.board.conflict')} />
            )}
          </Stack>
          <Typography variant="body2" color={selected ? 'primary' : 'text.secondary'} sx={{ mb: 1 }} role="status">
            {selected
              ? translate('berth.barging.board.placing', { id: selected })
              : translate(onPhone ? 'berth.barging.board.phoneHint' : 'berth.barging.board.dragHint')}
          </Typography>
          {onPhone ? (
            <BoardAgenda data={data} conflicted={conflicted} format={fmt} />
          ) : (
            <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <TimelineDays days={days} origin={from} hourPx={HOUR_PX} labelWidth={120} format={fmt} />
              {(data?.berths ?? []).map((b) => {
                const hovered = hover?.berthId === b.id ? hover : null;
                return (
                  <Box key={b.id} sx={{ display: 'flex', minWidth: width + 120, borderTop: 1, borderColor: 'divider' }}>
                    <Box sx={{ width: 120, flexShrink: 0, p: 0.5 }}>
                      <Typography variant="body2" fontWeight={600}>
                        {berthLabel(b)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {b.minLoa}–{b.maxLoa} m{b.closures.length ? ' ⚠' : ''}
                      </Typography>
                    </Box>
                    <Box
                      data-testid={`berth-row-${b.name}`}
                      role="group"
                      aria-label={berthLabel(b)}
                      tabIndex={0}
                      onDragOver={(e) => over(e, b.id)}
                      onDragLeave={() => setHover(null)}
                      onDrop={(e) => void drop(e, b.id)}
                      onMouseMove={(e) => selected && aim(selected, b.id, timeAt(e))}
                      onClick={(e) => selected && void place(selected, b.id, timeAt(e))}
                      onKeyDown={(e) => keys(e, b.id)}
                      sx={{
                        position: 'relative',
                        width,
                        height: 48,
                        flexShrink: 0,
                        bgcolor: hovered
                          ? hovered.violations.length
                            ? 'error.light'
                            : 'success.light'
                          : b.closures.length
                            ? 'warning.light'
                            : 'transparent',
                        // A faint line each hour, a stronger one each day.
                        backgroundImage: hourGrid(HOUR_PX),
                        cursor: selected ? 'crosshair' : 'default',
                      }}
                    >
                      {occupations
                        .filter((w) => w.berthId === b.id)
                        .map((w) => {
                          const left = ((w.start - from) / H) * HOUR_PX;
                          const wide = Math.max(6, ((w.end - w.start) / H) * HOUR_PX);
                          return (
                            <Tooltip
                              key={w.nominationId}
                              title={`#${w.nominationId} ${w.bargeName} · ${w.companyName} · ${w.productName} ${formatQuantity(w.quantity)} · ${fmt(w.start)} – ${fmt(w.end)}`}
                            >
                              <Box
                                draggable
                                onDragStart={() => setDrag({ nominationId: w.nominationId })}
                                onDragEnd={() => {
                                  setDrag(null);
                                  setHover(null);
                                }}
                                onClick={() => navigate(editPath('nominations', w.nominationId))}
                                data-testid={`window-${w.nominationId}`}
                                sx={{
                                  position: 'absolute',
                                  top: 4,
                                  height: 24,
                                  left,
                                  width: wide,
                                  overflow: 'hidden',
                                  cursor: 'grab',
                                  borderRadius: 0.5,
                                  px: 0.5,
                                  bgcolor: 'primary.light',
                                  color: 'primary.contrastText',
                                  fontSize: 11,
                                  whiteSpace: 'nowrap',
                                  border: conflicted.has(w.nominationId) ? '2px solid' : 'none',
                                  borderColor: 'error.main',
                                }}
                              >
                                {/* Name and times when they fit; the tooltip always has everything. */}
                                {wide >= 150
                                  ? `#${w.nominationId} ${w.bargeName} · ${fmt(w.start).slice(11)}–${fmt(w.end).slice(11)}`
                                  : wide >= 60
                                    ? w.bargeName
                                    : ''}
                              </Box>
                            </Tooltip>
                          );
                        })}
                      {hovered && (
                        // The time at the pointer and the verdict, before the drop.
                        <Box
                          data-testid="aim"
                          sx={{
                            position: 'absolute',
                            top: -2,
                            left: ((hovered.start - from) / H) * HOUR_PX,
                            px: 0.5,
                            borderRadius: 0.5,
                            fontSize: 11,
                            whiteSpace: 'nowrap',
                            pointerEvents: 'none',
                            zIndex: 2,
                            bgcolor: hovered.violations.length ? 'error.main' : 'success.main',
                            color: 'common.white',
                          }}
                        >
                          {fmt(hovered.start).slice(11)} {hovered.violations.length ? '✗' : '✓'}
                        </Box>
                      )}
                      {occupations
                        .filter((w) => w.berthId === b.id && w.actualStart !== null)
                        .map((w) => (
                          <Box
                            key={`a${w.nominationId}`}
                            sx={{
                              position: 'absolute',
                              top: 32,
                              height: 8,
                              borderRadius: 0.5,
                              bgcolor: 'grey.700',
                              left: ((w.actualStart! - from) / H) * HOUR_PX,
                              width: Math.max(
                                4,
                                (((w.actualEnd ?? w.actualStart! + H) - w.actualStart!) / H) * HOUR_PX,
                              ),
                            }}
                          />
                        ))}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          )}
          {hover && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2">{fmt(hover.start)}</Typography>
              {hover.violations.length > 0 && (
                <Alert severity="error" data-testid="drag-violations">
                  {hover.violations.map((v, i) => (
                    <div key={i}>{translate(`rules.${v.rule}`, v.params)}</div>
                  ))}
                </Alert>
              )}
            </Box>
          )}
          <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
            {translate('berth.barging.board.unassigned')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {(data?.unassigned ?? []).map((u) => {
              // Acknowledged but without a readiness time: shown as next in line, not yet placeable.
              const ready = u.readiness !== null;
              return (
                <Chip
                  key={u.nominationId}
                  draggable={ready}
                  onDragStart={() => setDrag({ nominationId: u.nominationId })}
                  onDragEnd={() => {
                    setDrag(null);
                    setHover(null);
                  }}
                  data-testid={`waiting-${u.nominationId}`}
                  sx={{ cursor: ready ? 'grab' : 'default', borderStyle: ready ? 'solid' : 'dashed' }}
                  onClick={
                    // A phone has no timeline to place on: the chip opens the nomination.
                    onPhone
                      ? () => navigate(editPath('nominations', u.nominationId))
                      : ready
                        ? () => setSelected(selected === u.nominationId ? null : u.nominationId)
                        : undefined
                  }
                  aria-pressed={ready ? selected === u.nominationId : undefined}
                  variant={selected === u.nominationId ? 'filled' : 'outlined'}
                  color={u.unqualified ? 'error' : 'default'}
                  label={`#${u.nominationId} ${u.bargeName} · ${u.productName} ${formatQuantity(u.quantity)} · ${
                    ready ? fmt(u.readiness!) : translate('berth.barging.board.noReadiness')
                  }`}
                />
              );
            })}
          </Stack>
          <WaitingLater
            data={data}
            lastDay={fmt(to).slice(0, 5)}
            onShow={(first) => setDay(terminalDay(new Date(first), timeZone))}
          />
        </CardContent>
      </Card>
      {planning && (
        <PlannerPanel
          from={range.from}
          to={range.to}
          assignedIds={occupations.map((o) => o.nominationId)}
          onClose={() => setPlanning(false)}
          onChanged={() => void refetch()}
        />
      )}
    </Box>
  );
}
