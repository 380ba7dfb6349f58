import { styled } from '@mui/material/styles';
import { useFieldValue, type FieldProps } from 'react-admin';
import { DEFAULT_TIME_ZONE, formatDay, formatTerminalDateTime } from '../../contract/datetime';
import { useBerthInfo } from './useBerthInfo';

// One class made once for every cell: Typography with `sx` serialised its styles again per cell,
// which a list of twenty rows felt (bench/first-row).
const Cell = styled('span')(({ theme }) => ({ ...theme.typography.body2, whiteSpace: 'nowrap' }));

/** A stored UTC instant shown in the terminal's time zone as day/month/year plus time. */
export function TerminalDateField({
  source,
  withSeconds = false,
}: FieldProps & { source: string; withSeconds?: boolean }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const timeZone = useBerthInfo().data?.timeZone ?? DEFAULT_TIME_ZONE;
  return <Cell>{value ? formatTerminalDateTime(value, timeZone, withSeconds) : ''}</Cell>;
}

/** A stored calendar day (YYYY-MM-DD) shown as dd/mm/yyyy. */
export function DayField({ source }: FieldProps & { source: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  return <Cell>{value ? formatDay(value) : ''}</Cell>;
}
