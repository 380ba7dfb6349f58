import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VS, WAITING_ON, type VettingActor, type VettingStatus } from '../../../contract/vetting';
import { formatDay, terminalDay } from '../../../contract/datetime';

type Colour = 'default' | 'info' | 'warning' | 'success' | 'error';
const COLOURS: Record<VettingStatus, Colour> = {
  0: 'default',
  1: 'info',
  2: 'info',
  3: 'info',
  4: 'info',
  5: 'error',
  6: 'success',
  7: 'info',
  8: 'warning',
  9: 'default',
  10: 'error',
};

export function VettingStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOURS[status as VettingStatus]}
      label={translate(`vettingStatuses.${status}`)}
      data-testid="vetting-status"
    />
  );
}

/** Who must act next on a vetting in `status`, or null once it is decided (SCREENS.md, waiting on). */
export function waitingKey(status: number): string | null {
  if (status === VS.DRAFT) return 'berth.vetting.waitingOn.draft';
  const side = (Object.keys(WAITING_ON) as VettingActor[]).find((a) =>
    (WAITING_ON[a] as readonly number[]).includes(status),
  );
  return side ? `berth.vetting.waitingOn.${side}` : null;
}

/** "Waiting on you" when the caller has the next step, else who has it. */
export function WaitingText({ record }: { record: { status: number; waiting: boolean } }) {
  const translate = useTranslate();
  if (record.waiting) return <strong>{translate('berth.vetting.waitingOnYou')}</strong>;
  const key = waitingKey(record.status);
  return key ? <>{translate(key)}</> : null;
}

/** An instant as the terminal's day, dd/mm/yyyy. */
export const dayOf = (iso: string, timeZone: string) => formatDay(terminalDay(new Date(iso), timeZone));
