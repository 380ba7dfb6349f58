import { TextInput, type TextInputProps } from 'react-admin';
import { DEFAULT_TIME_ZONE, formatTerminalDateTime, parseTerminalDateTime } from '../../../contract/datetime';
import { useBerthInfo } from '../../layout/useBerthInfo';

export const useTimeZone = () => useBerthInfo().data?.timeZone ?? DEFAULT_TIME_ZONE;

const isIso = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v);

/** The typed text as an instant: ISO when it reads as dd/mm/yyyy hh:mm in the terminal's zone, else kept as typed (and invalid). */
export function toInstant(text: string, timeZone: string): string | null {
  const parsed = parseTerminalDateTime(text, timeZone);
  if (parsed === null) return null;
  return parsed ? parsed.toISOString() : text;
}

/**
 * An instant typed and shown as dd/mm/yyyy hh:mm in the terminal's time zone, stored as UTC ISO text;
 * text that does not read as one stays as typed, for the form's schema to refuse.
 */
export function DateTimeInput(props: TextInputProps) {
  const timeZone = useTimeZone();
  return (
    <TextInput
      placeholder="dd/mm/yyyy hh:mm"
      {...props}
      format={(v: unknown) => (isIso(v) ? formatTerminalDateTime(v, timeZone) : ((v as string | null) ?? ''))}
      parse={(text: string) => toInstant(text, timeZone)}
    />
  );
}
