import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { streamDownload } from '../excel/streamDownload';
import { BILLING } from './BillingStatusChip';
import { monthPeriod } from '../../../contract/datetime';

/** The month's two steps: its records exported as .xlsx (with the bytes received so far), then marked invoiced. */
export function useMonthSteps(month: string, refetch: () => Promise<unknown>) {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dp = useDataProvider<PortalDataProvider>();
  const [received, setReceived] = useState<number | null>(null);
  const [invoicing, setInvoicing] = useState(false);
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
  const invoice = async () => {
    try {
      const r = await dp.api('invoiceBilling', { body: { from, to } });
      notify(`${BILLING}.invoiced`, { type: 'info', messageArgs: { count: r.invoiced } });
      setInvoicing(false);
      await refetch();
    } catch {
      // Shown by the HTTP layer.
    }
  };
  return { exporting: received !== null, exportMonth, invoicing, setInvoicing, invoice };
}
