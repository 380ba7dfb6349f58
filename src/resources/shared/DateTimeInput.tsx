import dayjs from 'dayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import { useTimeZone } from '../../layout/useTimeZone';
import { PickerProvider } from './pickers';

/** What a picker's incomplete or impossible text becomes: a value the form's schema refuses with its message. */
export const INVALID_DATE = 'invalid date';

interface Props {
  source: string;
  label?: string;
  disabled?: boolean;
  isRequired?: boolean;
  helperText?: string;
}

/**
 * An instant picked, or typed as dd/mm/yyyy HH:mm, in the terminal's time zone whatever the
 * browser's, and stored as UTC ISO text (SCREENS.md, Forms).
 */
export function DateTimeInput({ source, label, disabled, isRequired, helperText }: Props) {
  const timeZone = useTimeZone();
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source, disabled, isRequired });
  const value =
    typeof field.value === 'string' && dayjs(field.value).isValid() ? dayjs.utc(field.value).tz(timeZone) : null;
  const error = fieldState.error?.message;
  return (
    <PickerProvider>
      <DateTimePicker
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        value={value}
        timezone={timeZone}
        format="DD/MM/YYYY HH:mm"
        ampm={false}
        disabled={field.disabled}
        onChange={(v) => field.onChange(v === null ? null : v.isValid() ? v.toISOString() : INVALID_DATE)}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            error: !!error,
            helperText: error ? translate(error, { _: error }) : helperText ? translate(helperText) : ' ',
          },
        }}
      />
    </PickerProvider>
  );
}
