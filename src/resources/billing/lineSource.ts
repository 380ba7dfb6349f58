import { useTranslate } from 'react-admin';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { useDuration } from '../shared/duration';
import { formatNumber } from '../shared/format';
import { BILLING } from './BillingStatusChip';

type Line = BillingRecord['lines'][number];

/** The words for where a berth line's hours came from. */
const BERTH_SOURCE = { sof: 'berthSof', mooring: 'berthMooring', window: 'berthWindow' } as const;
/** The record's sentence saying where its berth hours came from. */
export const HOURS_FROM = { sof: 'hoursFromSof', mooring: 'hoursFromMooring', window: 'hoursFromWindow' } as const;

/**
 * Where a line's charge comes from, in words (DECISIONS §11): the customer's evidence for each
 * charge. A line made before sources were kept (or a credit, whose reason says why) has none: ''.
 */
export function useLineSource(): (line: Line) => string {
  const translate = useTranslate();
  // The one duration of the browser: the same overstay reads the same here and on the laytime tab.
  const duration = useDuration();
  return (line) => {
    const s = line.source;
    if (!s) return '';
    const jobs = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');
    switch (line.kind) {
      case 'berth':
        return translate(`${BILLING}.sources.${BERTH_SOURCE[s.hoursSource ?? 'window']}`, {
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
