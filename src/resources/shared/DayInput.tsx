import { useContext, type ReactNode } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { FieldTitle, ListContext, useInput, useResourceContext, useTranslate } from 'react-admin';
import { INVALID_DATE } from './DateTimeInput';
import { PickerProvider } from './pickers';
import { isoDate } from '../../../contract/schemas/common';
import { DAY_FORMAT, dayValue, storedDay } from '../../../contract/datetime';

/** A stored day (YYYY-MM-DD) that exists, or nothing. */
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
  const list = useContext(ListContext);
  const inForm = list === null;
  // In a filter bar the picker loads after the filter form has taken the address's values, so a day
  // from the address (a dashboard figure's period) would be applied but not shown: start from it.
  const fromList = inForm ? undefined : (list.filterValues as Record<string, unknown> | undefined)?.[source];
  const { field, fieldState } = useInput({ source, disabled, isRequired, defaultValue: fromList });
  const value = typeof field.value === 'string' && !validDay(field.value) ? dayValue(field.value) : null;
  const error = fieldState.error?.message;
  return (
    <PickerProvider>
      <DatePicker
        label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
        value={value}
        format={DAY_FORMAT}
        disabled={field.disabled}
        onChange={(v) => {
          if (v === null) field.onChange(null);
          else if (v.isValid()) field.onChange(storedDay(v));
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

/** A day picked, or typed as dd/mm/yyyy, outside a form (the board's first day): only whole days reach `onChange`. */
export function DayPicker({
  label,
  value,
  onChange,
}: {
  label: ReactNode;
  value: string;
  onChange(day: string): void;
}) {
  return (
    <PickerProvider>
      <DatePicker
        label={label}
        value={dayValue(value)}
        format={DAY_FORMAT}
        onChange={(v) => {
          if (v?.isValid()) onChange(storedDay(v));
        }}
        slotProps={{ textField: { size: 'small', variant: 'filled', fullWidth: false, sx: { width: 180 } } }}
      />
    </PickerProvider>
  );
}
