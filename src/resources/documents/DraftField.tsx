import { TextField } from '@mui/material';

/** One typed field of a document draft, showing the contract's problem when it is this field's. */
export function DraftField(props: {
  path: string;
  label: string;
  value: string;
  onChange(v: string): void;
  err(path: string): string | undefined;
  numeric?: boolean;
}) {
  const { path, err } = props;
  return (
    <TextField
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={!!err(path)}
      helperText={err(path)}
      slotProps={{ htmlInput: { inputMode: props.numeric ? 'decimal' : 'text', 'data-testid': `field-${path}` } }}
    />
  );
}
