import { useState } from 'react';
import { Alert, Box, Button, IconButton, Tooltip, Typography, useMediaQuery } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useTranslate } from 'react-admin';
import { REPEATABLE_EVENTS, type SofEvent } from '../../../contract/portCall';
import type { SofRecord } from '../../../contract/schemas/portCall';
import { RecordDialog } from './RecordDialog';
import { TIME_REFUSALS, focusWhenShown, useRecordEvent, useRefusal, useShown } from './usePortCall';

/**
 * Refusals about the whole statement rather than one event. Out for signing is the barge's: the
 * server gives it for every event, hiding which are already recorded (walk 33b #1).
 */
const WHOLE_RECORD = ['sof.signed', 'sof.notInState', 'sof.outForSigning'];
/** Refusals of events further down the order: behind a disclosure, so a phone sees what is next. */
const LATER = ['sof.needsFirst', 'sof.notStopped'];
/** Refusals about the time alone: another time may be allowed, so the clock stays open. Any other refusal holds at every time. */
const ABOUT_TIME = TIME_REFUSALS;

interface Props {
  sof: SofRecord;
  timeOf(iso: string): string;
}

/**
 * The events the caller may record next, as large buttons for a phone on deck: one tap records
 * now; the clock beside opens the time picker. A stop always asks its cause. An event the rules
 * refuse now stays visible, disabled, with the rule written under it.
 */
export function RecordPanel({ sof, timeOf }: Props) {
  const translate = useTranslate();
  const recordEvent = useRecordEvent(sof.nominationId, timeOf);
  // The button pressed goes away once its event is recorded: focus moves to the new timeline row.
  const record = async (body: Parameters<typeof recordEvent>[0]) => {
    const result = await recordEvent(body);
    const row = result.events.filter((e) => e.current && e.event === body.event).sort((a, b) => b.id - a.id)[0];
    if (row) focusWhenShown(() => document.querySelector<HTMLElement>(`[data-row-id="${row.id}"]`));
    return result;
  };
  const refusal = useRefusal([]);
  const shown = useShown();
  const [asking, setAsking] = useState<{ event: SofEvent; withTime: boolean } | null>(null);
  const [busy, setBusy] = useState<SofEvent | null>(null);
  const [showLater, setShowLater] = useState(false);
  // Under 1200 px (the theme's lg is 1600, wider than a laptop): phones and tablets.
  const compact = useMediaQuery('(max-width:1199.95px)');
  // One refusal for the whole record (signed, not in a recording state, out for signing): said
  // once, no buttons. Read before dropping recorded events, so it is said even when none is left.
  const whole = sof.next[0]?.refusal;
  if (whole && WHOLE_RECORD.includes(whole.key) && sof.next.every((n) => n.refusal?.key === whole.key))
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        {shown(whole)}
      </Alert>
    );
  // An event already recorded is corrected, not offered again, whatever rule the server named
  // first; allowed events come first (a phone shows them without scrolling), then the refused ones.
  const recorded = new Set(sof.events.filter((e) => e.current).map((e) => e.event));
  const next = sof.next
    .filter((n) => n.refusal?.key !== 'sof.twice' && (REPEATABLE_EVENTS.includes(n.event) || !recorded.has(n.event)))
    .sort((a, b) => Number(a.refusal !== null) - Number(b.refusal !== null));
  if (next.length === 0) return null;
  // Cast off closes the call (walk 33b #2): every event left comes "after" it now, so that is said
  // once; a forgotten event is still recorded at its own, earlier time, behind the disclosure.
  const closed = sof.actuals.castOffAt !== null && next.every((n) => n.refusal?.key === 'sof.afterNext');
  // Below a laptop the buttons would push the timeline below the fold (walk 33 #7): only the events
  // allowed now stay out, every refused one goes behind the disclosure (when something is allowed).
  const behind = (n: (typeof next)[number]) =>
    closed ||
    (compact && next.some((m) => m.refusal === null) ? n.refusal !== null : LATER.includes(n.refusal?.key ?? ''));
  const later = next.filter(behind).length;
  const visible = showLater ? next : next.filter((n) => !behind(n));
  const now = async (event: SofEvent) => {
    if (event === 'stoppedPumping') return setAsking({ event, withTime: false });
    setBusy(event);
    await record({ event }).catch(refusal);
    setBusy(null);
  };
  return (
    <Box component="section" aria-labelledby="sof-record-title" sx={{ mb: 3 }}>
      <Typography id="sof-record-title" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('berth.portCall.sof.record')}
      </Typography>
      {closed && (
        <Alert id="sof-closed" severity="info" sx={{ mb: 1 }}>
          {translate('berth.portCall.sof.closedByCastOff')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
        {visible.map(({ event, refusal: why }) => {
          const label = translate(`sofEvent.${event}`);
          const hintId = `sof-refusal-${event}`;
          return (
            <Box key={event}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
                <Button
                  variant="contained"
                  size="large"
                  fullWidth
                  disabled={why !== null || busy !== null}
                  aria-describedby={why === null ? undefined : closed ? 'sof-closed' : hintId}
                  onClick={() => void now(event)}
                  sx={{ minHeight: 56, flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left' }}
                >
                  {/* The visible text is the name (axe label-content-name-mismatch); the space joins its
                      two lines into "<event> Record now" and is not laid out in the column flex. */}
                  <span>{label}</span>{' '}
                  <Typography component="span" variant="caption" sx={{ textTransform: 'none' }}>
                    {translate('berth.portCall.sof.recordNow')}
                  </Typography>
                </Button>
                <Tooltip title={translate('berth.portCall.sof.atTime')}>
                  <span>
                    <IconButton
                      aria-label={translate('berth.portCall.sof.atTimeOf', { event: label })}
                      disabled={busy !== null || (why !== null && !ABOUT_TIME.includes(why.key))}
                      aria-describedby={why === null ? undefined : closed ? 'sof-closed' : hintId}
                      onClick={() => setAsking({ event, withTime: true })}
                      sx={{ width: 56, height: 56, border: 1, borderColor: 'divider', borderRadius: 1 }}
                    >
                      <ScheduleIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
              {why !== null && !closed && (
                <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {shown(why)}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
      {later > 0 && (
        <Button
          size="small"
          onClick={() => setShowLater(!showLater)}
          aria-expanded={showLater}
          sx={{ mt: 1, minHeight: 44 }}
        >
          {showLater
            ? translate(closed ? 'berth.portCall.sof.hideForgotten' : 'berth.portCall.sof.hideLater')
            : translate(closed ? 'berth.portCall.sof.forgotten' : 'berth.portCall.sof.later', { count: later })}
        </Button>
      )}
      {asking && (
        <RecordDialog
          event={asking.event}
          withTime={asking.withTime}
          onClose={() => setAsking(null)}
          record={(body) => record(body)}
        />
      )}
    </Box>
  );
}
