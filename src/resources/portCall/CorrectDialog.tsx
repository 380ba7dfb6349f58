import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { StopCause } from '../../../contract/portCall';
import type { SofEventRecord } from '../../../contract/schemas/portCall';
import { INVALID_DATE } from '../shared/DateTimeInput';
import { StopFields } from './StopFields';
import { usePortCallApi, useRefusal, useStore } from './usePortCall';

interface Props {
  nominationId: number;
  row: SofEventRecord;
  timeOf(iso: string): string;
  onClose(): void;
}

/** Corrects an event's time (and a stop's cause) with the reason for it; the old value stays, struck through. */
export function CorrectDialog({ nominationId, row, timeOf, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = usePortCallApi();
  const store = useStore(nominationId);
  const refusal = useRefusal(['at', 'cause', 'reason', 'correctionReason']);
  const stop = row.event === 'stoppedPumping';
  const [at, setAt] = useState<string | null>(row.at);
  const [cause, setCause] = useState<StopCause | null>(row.cause);
  const [reason, setReason] = useState(row.reason ?? '');
  const [why, setWhy] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const event = translate(`sofEvent.${row.event}`);
  const save = async () => {
    const found: Record<string, string> = {};
    if (at === null || at === INVALID_DATE) found.at = translate('berth.portCall.sof.invalidTime');
    if (stop && cause === null) found.cause = translate('sof.causeNeeded');
    if (!why.trim()) found.correctionReason = translate('berth.portCall.sof.whyNeeded');
    setErrors(found);
    if (Object.keys(found).length > 0 || at === null) return;
    setBusy(true);
    try {
      const body = {
        at,
        ...(stop && cause ? { cause } : {}),
        ...(stop && reason.trim() ? { reason: reason.trim() } : {}),
        correctionReason: why.trim(),
      };
      store.sof(await api('correctSofEvent', { params: { id: row.id }, body, quiet: true }));
      notify(translate('berth.portCall.sof.corrected', { event, time: timeOf(at) }), { type: 'success' });
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
      <DialogTitle>{translate('berth.portCall.sof.correctTitle', { event })}</DialogTitle>
      <DialogContent>
        <StopFields
          time={{
            label: translate('berth.portCall.sof.newTime'),
            value: at,
            onChange: setAt,
            hint: translate('berth.portCall.sof.was', { time: timeOf(row.at) }),
          }}
          stop={stop}
          cause={cause}
          onCause={setCause}
          reason={reason}
          onReason={setReason}
          errors={errors}
        />
        <TextField
          fullWidth
          required
          multiline
          minRows={2}
          margin="dense"
          label={translate('berth.portCall.sof.whyCorrect')}
          value={why}
          onChange={(e) => setWhy(e.target.value)}
          error={errors.correctionReason !== undefined}
          helperText={errors.correctionReason}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {translate('berth.portCall.sof.saveCorrection')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
