import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STOP_CAUSES, type StopCause } from '../../../contract/portCall';

interface Props {
  value: StopCause | null;
  onChange(cause: StopCause): void;
  error: string | null;
}

/** Whose side caused a stop: one of the catalogue's causes, large enough to tap on a phone. */
export function CauseField({ value, onChange, error }: Props) {
  const translate = useTranslate();
  return (
    <FormControl error={error !== null} required sx={{ mt: 1 }}>
      <FormLabel id="stop-cause-label">{translate('berth.portCall.sof.cause')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="stop-cause-label"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as StopCause)}
      >
        {STOP_CAUSES.map((c) => (
          <FormControlLabel
            key={c}
            value={c}
            control={<Radio />}
            label={translate(`stopCause.${c}`)}
            sx={{ minHeight: 44, mr: 2 }}
          />
        ))}
      </RadioGroup>
      {error !== null && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
