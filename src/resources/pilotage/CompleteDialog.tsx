import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage';
import type { PortalDataProvider } from '../../dataProvider';
import { InstantPicker } from '../shared/DateTimeInput';

/** The complete step asks for the actual times (start as recorded, end now) and a remark. */
export function CompleteDialog({ job, onClose, onDone }: { job: PilotJobRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const dp = useDataProvider<PortalDataProvider>();
  const [start, setStart] = useState<string | null>(job.actualStart ?? job.requiredAt);
  const [end, setEnd] = useState<string | null>(new Date().toISOString());
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await dp.api('completePilotJob', {
        params: { id: job.id },
        body: { actualStart: start ?? undefined, actualEnd: end ?? undefined, remarks: remarks || null },
      });
      onDone();
    } catch {
      // Shown by the HTTP layer; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('berth.pilotage.jobs.completeTitle', { id: job.id })}</DialogTitle>
      <DialogContent>
        <InstantPicker
          label={translate('berth.pilotage.jobs.actualStart')}
          value={start}
          onChange={setStart}
          fullWidth
        />
        <InstantPicker label={translate('berth.pilotage.jobs.actualEnd')} value={end} onChange={setEnd} fullWidth />
        <TextField
          label={translate('berth.pilotage.jobs.remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="dense"
          variant="filled"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.pilotage.jobs.cancel')}</Button>
        <Button variant="contained" disabled={busy || !start || !end} onClick={() => void save()}>
          {translate('berth.pilotage.jobs.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
