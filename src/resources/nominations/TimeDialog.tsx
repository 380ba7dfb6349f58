import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InstantPicker, INVALID_DATE } from '../shared/DateTimeInput';

interface Props {
  open: boolean;
  title: string;
  initial?: string | null;
  onClose(): void;
  /** Called with the instant (UTC ISO); a rejection keeps the dialog open (the HTTP layer shows why). */
  onConfirm(iso: string): Promise<unknown>;
  children?: ReactNode;
  confirmDisabled?: boolean;
  onTimeChange?(iso: string | null): void;
}

/** Asks for a date and time, picked or typed as dd/mm/yyyy hh:mm, in the terminal's zone. */
export function TimeDialog({
  open,
  title,
  initial,
  onClose,
  onConfirm,
  children,
  confirmDisabled,
  onTimeChange,
}: Props) {
  const translate = useTranslate();
  const [value, setValue] = useState<string | null>(initial ?? null);
  const [busy, setBusy] = useState(false);
  const valid = value !== null && value !== INVALID_DATE;
  const change = (v: string | null) => {
    setValue(v);
    onTimeChange?.(v !== null && v !== INVALID_DATE ? v : null);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        {children}
        <InstantPicker
          fullWidth
          label={translate('berth.barging.dialogs.time')}
          value={value}
          onChange={change}
          error={value === INVALID_DATE}
          helperText={value === INVALID_DATE ? translate('berth.barging.dialogs.invalidTime') : ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('berth.master.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid || busy || confirmDisabled}
          onClick={async () => {
            setBusy(true);
            try {
              if (valid) await onConfirm(value);
              onClose();
            } catch {
              // Shown by the HTTP layer; the dialog stays open to correct the input.
            } finally {
              setBusy(false);
            }
          }}
        >
          {translate('berth.master.common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
