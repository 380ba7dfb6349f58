import type { BillingRecord } from '../../../contract/schemas/billing';
import type { InvoiceLine } from '../../../contract/schemas/invoices';
import { useLineSource } from '../billing/lineSource';

type BillingLine = BillingRecord['lines'][number];

/** The catalogue section of the invoices screen's texts. */
export const INVOICES = 'berth.invoices';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A line's words in the reader's language: its catalogue key and parameters, and a correction's reason. */
export function lineText(translate: Translate, l: InvoiceLine): string {
  const words = translate(l.description.key, { ...l.description.params, _: l.kind });
  return l.description.note ? `${words}: ${l.description.note}` : words;
}

/**
 * Where a charge comes from (DECISIONS §11), in the billing screen's words (its hook: the overstay in
 * the browser's one duration, the berth hours' evidence, the tonnes); a pilot or tug line charging
 * nothing names no jobs.
 */
export function useInvoiceSource(): (l: InvoiceLine) => string {
  const billing = useLineSource();
  return (l) => {
    if (!l.description.source) return '';
    if ((l.kind === 'pilot' || l.kind === 'tug') && !l.quantity) return '';
    // An invoice line is a copy of its billing line: the same kind, quantity and source.
    return billing({ kind: l.kind, quantity: l.quantity, source: l.description.source } as BillingLine);
  };
}

/** The terminal day `day` (YYYY-MM-DD) as dd/mm/yyyy. */
export const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Last month's first and last terminal days, from today's (YYYY-MM-DD). */
export function lastMonth(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(days).padStart(2, '0')}` };
}
