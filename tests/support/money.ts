/**
 * The money story's figures (DECISIONS.md §11), so that the screens are checked against figures
 * worked out by hand, not against what the server answered nor its formulas copied (review 34 #18).
 * Integer cents throughout; every rounding is half up, as docs/decisions.md states it.
 */
import type { TestApp } from './app.js';
import type { Settings } from '../../contract/schemas/settings.js';
import { amountCents, percentOfCents } from '../../contract/money.js';

/** The terminal's settings as logistics reads them (GET /api/settings). */
export const settingsOf = (t: TestApp, token: string) => t.ok<Settings>({ method: 'GET', url: '/api/settings', token });

/** A product's own laytime hours per 1,000 t, or null when it takes the setting's. */
export async function productHoursPerKt(t: TestApp, productId: number): Promise<number | null> {
  const [row] = await t.asOwner<{ h: string | null }>('SELECT laytime_hours_per_kt AS h FROM products WHERE id = $1', [
    productId,
  ]);
  return row?.h === null || row?.h === undefined ? null : Number(row.h);
}

/**
 * Figures worked out by hand for the cases the tests use, never recomputed with the server's
 * formulas (a wrong formula copied here would pass): a case not listed fails loudly, to be worked
 * out and added.
 */
function handWorked<T>(table: Record<string, T>, key: string, what: string): T {
  const found = table[key];
  if (found === undefined) throw new Error(`no hand-worked ${what} for ${key}: work it out and add it`);
  return found;
}

/** Allowed laytime in whole minutes, by base hours / hours per 1,000 t / tonnes. */
const ALLOWED: Record<string, number> = {
  '2/1/1000': 180, // 2 h + 1 h per 1,000 t × 1,000 t = 3 h
  '2/1.5/1000': 210, // 2 h + 1.5 h = 3 h 30 min
  '2/1/1500': 210, // 2 h + 1 h × 1.5 = 3 h 30 min
};
export const allowedOf = (baseHours: number, hoursPerKt: number, tonnes: number) =>
  handWorked(ALLOWED, `${baseHours}/${hoursPerKt}/${tonnes}`, 'allowed laytime');

/**
 * Minutes in words as every screen writes them now (src/resources/shared/duration.ts, the laytime
 * tab and the charges alike): "2 h 35 min", "45 min", "2 h", no zero padding.
 */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
/** The laytime tab's durations: the same words since review 34 #14 (one useDuration). */
export const hm = duration;

/**
 * The berth-overstay line, by minutes over @ hourly tariff: the minutes as hours to 2 decimals,
 * half up, times the tariff, to the cent.
 */
const OVERSTAY: Record<string, { hours: number; cents: number }> = {
  '155@500': { hours: 2.58, cents: 129_000 }, // 155 min = 2.5833 h → 2.58 h; × 500 = 1,290.00
  '95@500': { hours: 1.58, cents: 79_000 }, // 95 min = 1.5833 h → 1.58 h; × 500 = 790.00
  '100@500': { hours: 1.67, cents: 83_500 }, // 100 min = 1.6667 h → 1.67 h; × 500 = 835.00
  '18@102.25': { hours: 0.3, cents: 3_068 }, // 18 min = 0.30 h; × 102.25 = 30.675 → 30.68
};
export const overstayLine = (overMinutes: number, hourRate: number) =>
  handWorked(OVERSTAY, `${overMinutes}@${hourRate}`, 'overstay line');

/**
 * GST on a subtotal, once, half up to the cent; the total beside it. The subtotal depends on what
 * else the day holds, so the percentage is taken with contract/money.ts percentOfCents, unit-tested
 * on its own with fixed figures (contract/money.test.ts).
 */
export function withGst(subtotalCents: number, gstPercent: number) {
  const gst = percentOfCents(subtotalCents, gstPercent);
  return { subtotal: subtotalCents, gst, total: subtotalCents + gst };
}

/** Cents as the screens print money: "SGD 1,290.00". */
export const money = (cents: number, currency: string) =>
  `${currency} ${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A value in the currency (a JSON number) as integer cents (contract/money.ts, unit-tested). */
export const cents = amountCents;
