import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { SofEventRecord } from '../../../contract/schemas/portCall';
import { StopFields } from './StopFields';
import { usePortCallApi, useStore } from './usePortCall';
import { useStopForm } from './useStopForm';

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
  const form = useStopForm({
    withTime: true,
    stop: row.event === 'stoppedPumping',
    initial: { at: row.at, cause: row.cause, reason: row.reason ?? '' },
    inputs: ['at', 'cause', 'reason', 'correctionReason'],
  });
  const [why, setWhy] = useState('');
  const event = translate(`sofEvent.${row.event}`);
  const save = async () => {
    const more: Record<string, string> = why.trim()
      ? {}
      : { correctionReason: translate('berth.portCall.sof.whyNeeded') };
    const sent = await form.submit(more, async ({ at, ...values }) => {
      const body = { at: at!, ...values, correctionReason: why.trim() };
      store.sof(await api('correctSofEvent', { params: { id: row.id }, body, quiet: true }));
      notify(translate('berth.portCall.sof.corrected', { event, time: timeOf(at!) }), { type: 'success' });
    });
    if (sent) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('berth.portCall.sof.correctTitle', { event })}</DialogTitle>
      <DialogContent>
        <StopFields
          time={{
            label: translate('berth.portCall.sof.newTime'),
            value: form.at,
            onChange: form.setAt,
            hint: translate('berth.portCall.sof.was', { time: timeOf(row.at) }),
          }}
          {...form.fields}
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
          error={form.errors.correctionReason !== undefined}
          helperText={form.errors.correctionReason}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
        <Button variant="contained" disabled={form.busy} onClick={() => void save()}>
          {translate('berth.portCall.sof.saveCorrection')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
