import dayjs from 'dayjs';
import { useContext } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { FieldTitle, ListContext, useInput, useResourceContext, useTranslate } from 'react-admin';
import { INVALID_DATE } from './DateTimeInput';
import { PickerProvider } from './pickers';
import { isoDate } from '../../../contract/schemas/common';

/** Stored as YYYY-MM-DD, typed and shown as dd/mm/yyyy (spec §5), whatever the browser's locale. */
export const isoToDay = (v: unknown): string => {
  if (typeof v !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : v;
};

export const dayToIso = (v: string): string | null => {
  const t = v.trim();
  if (t === '') return null;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : t;
};

export const validDay = (v: unknown) =>
  v === null || v === undefined || v === '' || isoDate.safeParse(v).success ? undefined : 'validation.date';

interface DayInputProps {
  source: string;
  label?: string;
  disabled?: boolean;
  isRequired?: boolean;
  alwaysOn?: boolean;
}

/**
 * A calendar day picked, or typed as dd/mm/yyyy (spec §5), stored as YYYY-MM-DD whatever the
 * browser's locale. In a form an impossible day reaches the schema, which refuses it; in a filter it
 * is not applied until it is a day.
 */
export function DayInput({ source, label, disabled, isRequired }: DayInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  // A list's filter bar applies a day only when it is one; a record's form lets its schema refuse it.
  const inForm = useContext(ListContext) === null;
  const { field, fieldState } = useInput({ source, disabled, isRequired });
  const value = typeof field.value === 'string' && !validDay(field.value) ? dayjs(field.value) : null;
  const error = fieldState.error?.message;
  return (
    <PickerProvider>
      <DatePicker
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        value={value}
        format="DD/MM/YYYY"
        disabled={field.disabled}
        onChange={(v) => {
          if (v === null) field.onChange(null);
          else if (v.isValid()) field.onChange(v.format('YYYY-MM-DD'));
          else if (inForm) field.onChange(INVALID_DATE);
        }}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            error: !!error,
            helperText: error ? translate(error, { _: error }) : ' ',
          },
        }}
      />
    </PickerProvider>
  );
}
