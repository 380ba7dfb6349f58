import { useState, type ReactElement } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';

interface Props {
  label: string;
  title: string;
  icon: ReactElement;
  /** Done with the typed reason; a rejection is shown by the HTTP layer and keeps the dialog open. */
  onConfirm(reason: string): Promise<unknown>;
  doneMessage: string;
  /** The message when no reason is typed (spec §5 has two). */
  missingMessage?: string;
  /** Its words always shown, where a phone would leave a lone icon (a card's one action). */
  labelled?: boolean;
}

/** A button that asks for a reason (required, spec §5) before acting. */
export function ReasonButton({
  label,
  title,
  icon,
  onConfirm,
  doneMessage,
  missingMessage = 'spec.reasonRequired',
  labelled = false,
}: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const missing = reason.trim() === '';
  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await onConfirm(reason.trim());
      notify(doneMessage, { type: 'info' });
      setOpen(false);
      setReason('');
      refresh();
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {labelled ? (
        <MuiButton
          size="small"
          startIcon={icon}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(true);
          }}
        >
          {translate(label)}
        </MuiButton>
      ) : (
        <Button
          label={label}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(true);
          }}
        >
          {icon}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate('berth.master.common.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={touched && missing}
            helperText={touched && missing ? translate(missingMessage) : ' '}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'reason-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('berth.master.common.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={busy} onClick={() => void submit()}>
            {translate('berth.master.common.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
