import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopCause } from '../../../contract/portCall';
import { InstantPicker } from '../shared/DateTimeInput';
import { CauseField } from './CauseField';

interface Props {
  /** The time asked, with its label and the hint under it; absent: the server's now. */
  time?: { label: string; value: string | null; onChange(at: string | null): void; hint: string };
  /** A stop asks whose side caused it and why. */
  stop: boolean;
  cause: StopCause | null;
  onCause(cause: StopCause): void;
  reason: string;
  onReason(reason: string): void;
  /** A refusal by input name (at, cause, reason), shown under that input. */
  errors: Record<string, string>;
}

/** An event's time and a stop's cause and reason, as both recording and correcting ask them. */
export function StopFields({ time, stop, cause, onCause, reason, onReason, errors }: Props) {
  const translate = useTranslate();
  return (
    <>
      {time && (
        <InstantPicker
          fullWidth
          label={time.label}
          value={time.value}
          onChange={time.onChange}
          error={errors.at !== undefined}
          helperText={errors.at ?? time.hint}
        />
      )}
      {stop && (
        <>
          <CauseField value={cause} onChange={onCause} error={errors.cause ?? null} />
          <TextField
            fullWidth
            margin="dense"
            label={translate('berth.portCall.sof.reason')}
            value={reason}
            onChange={(e) => onReason(e.target.value)}
            error={errors.reason !== undefined}
            helperText={errors.reason}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </>
      )}
    </>
  );
}
