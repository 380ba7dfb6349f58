import { TextInput, type TextInputProps } from 'react-admin';
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

export function DayInput(props: TextInputProps) {
  const validate = props.validate
    ? [validDay, ...(Array.isArray(props.validate) ? props.validate : [props.validate])]
    : validDay;
  return <TextInput placeholder="dd/mm/yyyy" {...props} format={isoToDay} parse={dayToIso} validate={validate} />;
}
