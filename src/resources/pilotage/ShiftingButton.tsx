import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PilotJobRecord } from '../../../contract/schemas/pilotage';
import type { PortalDataProvider } from '../../dataProvider';
import { InstantPicker } from '../shared/DateTimeInput';

const K = 'berth.pilotage.planning';

/** A shifting job for the selected job's nomination: when, from its berth, to another place (DECISIONS §7a). */
export function ShiftingButton({ job, onDone }: { job: PilotJobRecord; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<PortalDataProvider>();
  const berth = job.movement === 'berthing' ? job.toPlace : job.fromPlace;
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState<string | null>(job.endAt);
  const [from, setFrom] = useState(berth ?? '');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!at) return;
    setBusy(true);
    try {
      const added = await dp.api('addShiftingJob', {
        body: { nominationId: job.nominationId, requiredAt: at, fromPlace: from, toPlace: to, remarks: null },
      });
      notify(`${K}.shiftingAdded`, { type: 'info', messageArgs: { id: added.id, nomination: job.nominationId } });
      setOpen(false);
      onDone();
    } catch {
      // Shown by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate(`${K}.addShifting`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(`${K}.shiftingTitle`, { id: job.nominationId })}</DialogTitle>
        <DialogContent>
          <InstantPicker label={translate(`${K}.shiftingAt`)} value={at} onChange={setAt} fullWidth />
          {(
            [
              ['from', from, setFrom],
              ['to', to, setTo],
            ] as const
          ).map(([key, value, set]) => (
            <TextField
              key={key}
              label={translate(`${K}.shifting_${key}`)}
              value={value}
              onChange={(e) => set(e.target.value)}
              required
              fullWidth
              margin="dense"
              variant="filled"
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('berth.pilotage.jobs.cancel')}</Button>
          <Button variant="contained" disabled={busy || !at || !from.trim() || !to.trim()} onClick={() => void save()}>
            {translate(`${K}.addShifting`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
