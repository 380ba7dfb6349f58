import { useTranslate } from 'react-admin';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { hoursAndMinutes } from '../../../contract/laytime';
import { formatNumber } from '../shared/format';
import { BILLING } from './BillingStatusChip';

type Line = BillingRecord['lines'][number];

/** Minutes in words: "1 h 30 min", "45 min", "2 h" (the laytime's own split, contract/laytime.ts). */
export function useDuration(): (minutes: number) => string {
  const translate = useTranslate();
  return (total) => {
    const { hours, minutes } = hoursAndMinutes(total);
    if (!hours) return translate(`${BILLING}.duration.minutes`, { minutes });
    if (!minutes) return translate(`${BILLING}.duration.hours`, { hours });
    return translate(`${BILLING}.duration.both`, { hours, minutes });
  };
}

/**
 * Where a line's charge comes from, in words (DECISIONS §11): the customer's evidence for each
 * charge. A line made before sources were kept (or a credit, whose reason says why) has none: ''.
 */
export function useLineSource(): (line: Line) => string {
  const translate = useTranslate();
  const duration = useDuration();
  return (line) => {
    const s = line.source;
    if (!s) return '';
    const jobs = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');
    switch (line.kind) {
      case 'berth':
        return translate(`${BILLING}.sources.${s.hoursSource === 'mooring' ? 'berthMooring' : 'berthWindow'}`, {
          hours: formatNumber(line.quantity),
        });
      case 'quantity':
        return translate(`${BILLING}.sources.quantity`, { tonnes: formatNumber(line.quantity) });
      case 'pilot':
      case 'tug':
        return s.pilotJobs?.length
          ? translate(`${BILLING}.sources.${line.kind}`, { jobs: jobs(s.pilotJobs) })
          : translate(`${BILLING}.sources.noJobs`);
      case 'overstay':
        return s.overstayMinutes === undefined || s.laytimeVersion === undefined
          ? ''
          : translate(`${BILLING}.sources.overstay`, { time: duration(s.overstayMinutes), version: s.laytimeVersion });
      default:
        return '';
    }
  };
}
