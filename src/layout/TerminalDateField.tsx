import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { DEFAULT_TIME_ZONE, formatTerminalDateTime } from '../../contract/datetime';
import { useBerthInfo } from './useBerthInfo';

/** A stored UTC instant shown in the terminal's time zone as day/month/year plus time. */
export function TerminalDateField({
  source,
  withSeconds = false,
}: FieldProps & { source: string; withSeconds?: boolean }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const timeZone = useBerthInfo().data?.timeZone ?? DEFAULT_TIME_ZONE;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {value ? formatTerminalDateTime(value, timeZone, withSeconds) : ''}
    </Typography>
  );
}
