import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { NominationProgress } from '../../../contract/enums';

type Colour = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
/** One colour per stage: waiting on the customer, on the terminal, on the barge, in operation, closed. */
const STATUS_COLOURS: Record<NominationProgress, Colour> = {
  Created: 'default',
  'Pending Approval': 'warning',
  Acknowledged: 'info',
  'Pending Barge Readiness Time': 'warning',
  'Barge Ready': 'info',
  'Pending Jetty Information': 'warning',
  'Jetty Assigned': 'primary',
  Booked: 'primary',
  'Signing in Progress': 'secondary',
  'CQ Uploaded': 'secondary',
  Completed: 'success',
  Cancelled: 'error',
};

const TONES = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

// A small chip's look in one class with a rule per colour: MUI's Chip cost a list of twenty rows
// more than the rest of a row together (bench/first-row).
const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  whiteSpace: 'nowrap',
  boxSizing: 'border-box',
  backgroundColor: theme.palette.action.selected,
  color: theme.palette.text.primary,
  ...Object.fromEntries(
    TONES.map((tone) => [
      `&[data-tone="${tone}"]`,
      { backgroundColor: theme.palette[tone].main, color: theme.palette[tone].contrastText },
    ]),
  ),
  '&[data-outlined]': {
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.error.main}`,
    color: theme.palette.error.main,
  },
}));

export function StatusChip({ status }: { status: NominationProgress }) {
  const translate = useTranslate();
  return (
    <Pill data-tone={STATUS_COLOURS[status]} data-outlined={status === 'Cancelled' ? '' : undefined}>
      {translate(`statuses.${status}`)}
    </Pill>
  );
}

/**
 * Beside the state of a nomination its customer hid: the terminal neither sees nor acts on it,
 * which the state alone ("Pending Approval") does not tell.
 */
export function HiddenMark({ hidden }: { hidden: boolean }) {
  const translate = useTranslate();
  if (!hidden) return null;
  const text = translate('berth.barging.hiddenMark');
  return (
    <Pill role="img" aria-label={text} title={text} data-testid="hidden-mark" data-outlined="" sx={{ ml: 0.5 }}>
      <VisibilityOffIcon fontSize="inherit" sx={{ mr: 0.5 }} />
      {text}
    </Pill>
  );
}
