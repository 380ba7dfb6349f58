import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SofEvent, StopCause } from '../../../contract/portCall';
import { INVALID_DATE } from '../shared/DateTimeInput';
import { StopFields } from './StopFields';
import { useRefusal } from './usePortCall';

interface Props {
  event: SofEvent;
  /** Ask for the time (else the server's now). */
  withTime: boolean;
  onClose(): void;
  record(body: { event: SofEvent; at?: string; cause?: StopCause; reason?: string }): Promise<unknown>;
}

/** Records an event at another time, or a stop with its cause and reason; a refusal about an input stays under it. */
export function RecordDialog({ event, withTime, onClose, record }: Props) {
  const translate = useTranslate();
  const refusal = useRefusal(['at', 'cause', 'reason']);
  const stop = event === 'stoppedPumping';
  const [at, setAt] = useState<string | null>(withTime ? new Date().toISOString() : null);
  const [cause, setCause] = useState<StopCause | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const found: Record<string, string> = {};
    if (withTime && (at === null || at === INVALID_DATE)) found.at = translate('berth.portCall.sof.invalidTime');
    if (stop && cause === null) found.cause = translate('sof.causeNeeded');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await record({
        event,
        ...(withTime && at ? { at } : {}),
        ...(stop && cause ? { cause } : {}),
        ...(stop && reason.trim() ? { reason: reason.trim() } : {}),
      });
      onClose();
    } catch (e) {
      const r = refusal(e);
      if (r) setErrors({ [r.field]: r.text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate('berth.portCall.sof.dialogTitle', { event: translate(`sofEvent.${event}`) })}
      </DialogTitle>
      <DialogContent>
        <StopFields
          time={
            withTime
              ? { label: translate('berth.portCall.sof.time'), value: at, onChange: setAt, hint: ' ' }
              : undefined
          }
          stop={stop}
          cause={cause}
          onCause={setCause}
          reason={reason}
          onReason={setReason}
          errors={errors}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {translate('berth.portCall.sof.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
