import { useTranslate } from 'react-admin';

/** One format for quantities everywhere (SCREENS.md, Lists): thousands separators and the unit, 1,500 t. */
const QUANTITY = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** A number with thousands separators, where the label already gives the unit ("Quantity (t)": 1,500). */
export const formatNumber = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : QUANTITY.format(value);

function formatQuantity(value: number | null | undefined, unit = 't'): string {
  return value === null || value === undefined ? '–' : `${QUANTITY.format(value)} ${unit}`;
}

/**
 * formatQuantity with the unit in the reader's language (the catalogue's berth.units.tonnes):
 * a Chinese screen shows "546.856 吨" beside its "实际数量（吨）" labels, not "546.856 t".
 */
export function useFormatQuantity(): (value: number | null | undefined) => string {
  const translate = useTranslate();
  const unit = translate('berth.units.tonnes', { _: 't' });
  return (value) => formatQuantity(value, unit);
}

const MONEY = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount with its currency, to the cent: SGD 3,602.40. */
export const formatMoney = (value: number, currency: string): string => `${currency} ${MONEY.format(value)}`;
