import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTerminalDateTime, parseTerminalDateTime } from '../../../contract/datetime';
import { useTimeZone } from '../../layout/useTimeZone';

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

/** Asks for a date and time typed as dd/mm/yyyy hh:mm in the terminal's zone. */
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
  const timeZone = useTimeZone();
  const [text, setText] = useState(initial ? formatTerminalDateTime(initial, timeZone) : '');
  const [busy, setBusy] = useState(false);
  const parsed = parseTerminalDateTime(text, timeZone);
  const valid = parsed instanceof Date;
  const change = (v: string) => {
    setText(v);
    const p = parseTerminalDateTime(v, timeZone);
    onTimeChange?.(p instanceof Date ? p.toISOString() : null);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        {children}
        <TextField
          fullWidth
          margin="dense"
          label={translate('berth.barging.dialogs.time')}
          placeholder="dd/mm/yyyy hh:mm"
          value={text}
          onChange={(e) => change(e.target.value)}
          error={text !== '' && !valid}
          helperText={text !== '' && !valid ? translate('berth.barging.dialogs.invalidTime') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'time-input' } }}
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
              await onConfirm(parsed!.toISOString());
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
