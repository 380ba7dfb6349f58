import type { ReactNode } from 'react';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/zh-cn';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useLocaleState } from 'react-admin';

// The pickers work in the terminal's zone (their `timezone` prop): contract/datetime.ts extends dayjs
// with the utc and timezone plugins that needs, for the pickers and the lists alike.
import '../../../contract/datetime';

/** The date pickers' calendar in the reader's language; days and times are typed dd/mm/yyyy HH:mm in either. */
export function PickerProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale === 'zh' ? 'zh-cn' : 'en-gb'}>
      {children}
    </LocalizationProvider>
  );
}
