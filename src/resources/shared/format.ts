/** One format for quantities everywhere (SCREENS.md, Lists): thousands separators and the unit, 1,500 t. */
const QUANTITY = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

export function formatQuantity(value: number | null | undefined, unit = 't'): string {
  return value === null || value === undefined ? '–' : `${QUANTITY.format(value)} ${unit}`;
}
