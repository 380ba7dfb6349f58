import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { formatTerminalDateTime } from '../../../contract/datetime';
import type { SofProgress } from '../../../contract/portCall';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { useTimeZone } from '../../layout/useTimeZone';

/**
 * Each state's chip as text on a tint, fixed rather than taken from the theme: MUI's `info` and
 * `warning` put white on a colour below WCAG's 4.5:1, and these must pass it (callState.test.tsx
 * measures each). The state's name is always written in the chip: the colour only repeats it.
 * `none` is no chip, just the words, quiet.
 */
export const SOF_TONES: Record<Exclude<SofProgress, 'none'>, { background: string; color: string }> = {
  arrived: { background: '#e3f2fd', color: '#0d47a1' },
  alongside: { background: '#e0f2f1', color: '#00574b' },
  pumping: { background: '#e8f5e9', color: '#1b5e20' },
  stopped: { background: '#fff3e0', color: '#8a3a00' },
  pumped: { background: '#ede7f6', color: '#4527a0' },
  castOff: { background: '#eceff1', color: '#37474f' },
  signed: { background: '#1b5e20', color: '#ffffff' },
};

// One class for every cell, a rule per state (a styled span, not MUI's Chip: bench/first-row).
const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: 'nowrap',
  boxSizing: 'border-box',
  ...Object.fromEntries(
    Object.entries(SOF_TONES).map(([state, tone]) => [
      `&[data-sof="${state}"]`,
      { backgroundColor: tone.background, color: tone.color },
    ]),
  ),
  // Stopped is the state someone must act on: a border says so without colour.
  '&[data-sof="stopped"]': { border: `1px dashed ${SOF_TONES.stopped.color}` },
  '&[data-sof="none"]': { padding: 0, color: theme.palette.text.secondary },
}));

/** Where the call's statement of facts stands, as a chip with its name. */
export function SofChip({ progress }: { progress: SofProgress }) {
  const translate = useTranslate();
  return (
    <Pill data-sof={progress} data-testid="sof-progress">
      {translate(`sofProgress.${progress}`)}
    </Pill>
  );
}

const When = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  whiteSpace: 'nowrap',
  '& small': { ...theme.typography.caption, color: theme.palette.text.secondary, marginRight: 4 },
  // The actual time stands out from the estimates.
  '&[data-kind="allFast"] time': { fontWeight: 600 },
}));

/** "All fast · 24/11/2026 08:00": which time and the time, in the terminal's zone. */
export function useWhenText() {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (when: NominationRecord['when']) =>
    when ? `${translate(`berth.barging.when.${when.kind}`)} ${formatTerminalDateTime(when.at, timeZone)}` : '';
}

/**
 * The list's "when": the actual all fast (bold, and said to be actual), else the estimated berth
 * time, else the ETA, each with its name so an estimate is never read as a fact.
 */
export function WhenCell({ when }: { when: NominationRecord['when'] }) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  if (!when) return <When>–</When>;
  const actual = when.kind === 'allFast';
  return (
    <When data-kind={when.kind} title={actual ? translate('berth.barging.when.actual') : undefined}>
      <small>{translate(`berth.barging.when.${when.kind}`)}</small>
      <time dateTime={when.at}>{formatTerminalDateTime(when.at, timeZone)}</time>
    </When>
  );
}
