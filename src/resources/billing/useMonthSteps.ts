import { useState } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { streamDownload } from '../excel/streamDownload';
import { BILLING } from './BillingStatusChip';
import { monthPeriod } from '../../../contract/datetime';

/**
 * The month's export: its records as .xlsx (with the bytes received so far). Invoicing is not here:
 * POST /billing-records/invoice issues and e-mails real invoices, so it is done only from the
 * Invoices screen's dialog, with its preview (review 34 #2).
 */
export function useMonthSteps(month: string) {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [received, setReceived] = useState<number | null>(null);
  // The month comes from the filter's own list (billingMonths.ts), always a YYYY-MM.
  const { from, to } = monthPeriod(month)!;
  const exportMonth = async () => {
    setReceived(0);
    try {
      const name = await streamDownload(
        `/excel/billing?from=${from}&to=${to}&lang=${locale === 'zh' ? 'zh' : 'en'}`,
        setReceived,
      );
      notify(`${BILLING}.exported`, { type: 'info', messageArgs: { name } });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setReceived(null);
    }
  };
  return { exporting: received !== null, exportMonth };
}
