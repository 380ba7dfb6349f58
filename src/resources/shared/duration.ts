import { useTranslate } from 'react-admin';
import { hoursAndMinutes } from '../../../contract/laytime';

/**
 * Minutes in words, the one way the browser writes a duration (laytime tab, charges, invoices):
 * "2 h 35 min", "25 min", "2 h"; zh "2 小时 35 分钟". Whole minutes (contract/laytime.ts splits them),
 * never a fraction of an hour, no zero padding; 0 reads "0 min". The sign is the caller's: the figure is
 * written as a magnitude ("time over" or "time saved" says which way).
 */
export function useDuration(): (minutes: number) => string {
  const translate = useTranslate();
  return (total) => {
    const { hours, minutes } = hoursAndMinutes(total);
    if (!hours) return translate('berth.duration.minutes', { minutes });
    if (!minutes) return translate('berth.duration.hours', { hours });
    return translate('berth.duration.both', { hours, minutes });
  };
}
