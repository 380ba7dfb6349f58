import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/zh-cn';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useLocaleState } from 'react-admin';

// The pickers work in the terminal's zone (their `timezone` prop), which needs these two plugins.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The date pickers' calendar in the reader's language; days and times are typed dd/mm/yyyy HH:mm in either. */
export function PickerProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale === 'zh' ? 'zh-cn' : 'en-gb'}>
      {children}
    </LocalizationProvider>
  );
}
