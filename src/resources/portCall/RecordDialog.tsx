import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SofEvent } from '../../../contract/portCall';
import { StopFields } from './StopFields';
import { useStopForm, type StopValues } from './useStopForm';

interface Props {
  event: SofEvent;
  /** Ask for the time (else the server's now). */
  withTime: boolean;
  onClose(): void;
  record(body: StopValues & { event: SofEvent }): Promise<unknown>;
}

/** Records an event at another time, or a stop with its cause and reason; a refusal about an input stays under it. */
export function RecordDialog({ event, withTime, onClose, record }: Props) {
  const translate = useTranslate();
  const form = useStopForm({ withTime, stop: event === 'stoppedPumping', inputs: ['at', 'cause', 'reason'] });
  const save = async () => {
    if (await form.submit({}, async (values) => void (await record({ event, ...values })))) onClose();
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
              ? { label: translate('berth.portCall.sof.time'), value: form.at, onChange: form.setAt, hint: ' ' }
              : undefined
          }
          {...form.fields}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
        <Button variant="contained" disabled={form.busy} onClick={() => void save()}>
          {translate('berth.portCall.sof.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
