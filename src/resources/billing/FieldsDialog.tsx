import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Field {
  name: string;
  label: string;
  initial: string;
  numeric?: boolean;
}

/** A few fields and a required reason; the numbers are checked before the call, the rest by the server. */
export function FieldsDialog(props: {
  title: string;
  fields: Field[];
  onClose(): void;
  onSave(values: Record<string, string>): Promise<void>;
}) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries([...props.fields.map((f) => [f.name, f.initial]), ['reason', '']]),
  );
  const [busy, setBusy] = useState(false);
  const bad = (f: Field) => f.numeric && !(Number(values[f.name]) >= 0 && values[f.name] !== '');
  const invalid = props.fields.some(bad) || !values.reason?.trim();
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        {[...props.fields, { name: 'reason', label: translate('berth.billing.reason'), initial: '' }].map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            value={values[f.name]}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
            error={bad(f)}
            required
            fullWidth
            margin="dense"
            variant="filled"
            slotProps={{ htmlInput: { inputMode: f.numeric ? 'decimal' : 'text', 'data-field': f.name } }}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('berth.billing.cancel')}</Button>
        <Button
          variant="contained"
          disabled={invalid || busy}
          onClick={() => {
            setBusy(true);
            void props.onSave(values).finally(() => setBusy(false));
          }}
        >
          {translate('berth.billing.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
