import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import type { Dayjs } from 'dayjs';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import { useTimeZone } from '../../layout/useTimeZone';
import { PickerProvider } from './pickers';
import { DATE_TIME_FORMAT, instantInZone } from '../../../contract/datetime';

/** What a picker's incomplete or impossible text becomes: a value the form's schema refuses with its message. */
export const INVALID_DATE = 'invalid date';

interface PickerProps {
  label: ReactNode;
  /** UTC ISO text, or null when empty. */
  value: string | null;
  /** UTC ISO text, null when emptied, INVALID_DATE while the typed text is no instant. */
  onChange(value: string | null): void;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  name?: string;
  onBlur?(): void;
  fullWidth?: boolean;
}

/**
 * An instant picked, or typed as dd/mm/yyyy HH:mm, in the terminal's time zone whatever the
 * browser's (SCREENS.md, Forms): the one picker of forms and dialogs alike.
 */
export function InstantPicker({
  label,
  value,
  onChange,
  disabled,
  error,
  helperText,
  name,
  onBlur,
  fullWidth,
}: PickerProps) {
  const timeZone = useTimeZone();
  const shown = instantInZone(value, timeZone);
  const onKeyDown = useSeparators();
  return (
    <PickerProvider>
      <DateTimePicker
        label={label}
        value={shown}
        timezone={timeZone}
        format={DATE_TIME_FORMAT}
        ampm={false}
        disabled={disabled}
        // A time is typed to the minute: the seconds of the value it started from (a default of
        // "now", an earlier record) would stay hidden in it and decide the order of equal minutes.
        onChange={(v) =>
          onChange(v === null ? null : v.isValid() ? v.second(0).millisecond(0).toISOString() : INVALID_DATE)
        }
        slotProps={{
          field: { fieldRef: onKeyDown.fieldRef },
          textField: {
            name,
            onBlur,
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            fullWidth,
            error,
            helperText,
            onKeyDownCapture: onKeyDown.handle,
          },
        }}
      />
    </PickerProvider>
  );
}

/** What people type between the parts of "dd/mm/yyyy HH:mm". */
const SEPARATOR = /^[\s/:.-]$/;

/**
 * Separators typed as the label shows them (walk 33 #2): MUI's field reads a typed space as the
 * digit 0 (Chromium inserts it into the section as a no-break space, which Number() reads as 0), so "26/11/2026 15:35" put
 * "00" in the hour, the 1 made it 01 and the 5 went to the minutes: 01:35. A separator is never
 * a character of a section: it is swallowed, and moves to the next section only when the one
 * being typed is not complete yet ("1:05" gives 01:05, as typing "1" then → does).
 */
function useSeparators() {
  const fieldRef = useRef<FieldRef<Dayjs | null>>(null);
  // The section the last digit went into, while it may still take another.
  const typedIn = useRef<number | null>(null);
  const handle = (e: KeyboardEvent) => {
    const field = fieldRef.current;
    if (!field || e.ctrlKey || e.metaKey || e.altKey) return;
    const active = field.getActiveSectionIndex();
    if (/^\d$/.test(e.key)) {
      typedIn.current = active;
      return;
    }
    if (!SEPARATOR.test(e.key)) {
      typedIn.current = null;
      return;
    }
    e.preventDefault();
    e.stopPropagation();
    const last = field.getSections().length - 1;
    if (active !== null && typedIn.current === active && active < last) field.setSelectedSections(active + 1);
    typedIn.current = null;
  };
  return { fieldRef, handle };
}

interface Props {
  source: string;
  label?: string;
  disabled?: boolean;
  isRequired?: boolean;
  helperText?: string;
}

/** InstantPicker as a react-admin input, stored as UTC ISO text. */
export function DateTimeInput({ source, label, disabled, isRequired, helperText }: Props) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source, disabled, isRequired });
  const error = fieldState.error?.message;
  return (
    <InstantPicker
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={field.onChange}
      disabled={field.disabled}
      name={field.name}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : helperText ? translate(helperText) : ' '}
    />
  );
}
