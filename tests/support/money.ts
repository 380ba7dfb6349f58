/**
 * The money story's arithmetic (DECISIONS.md §11), written out in the test's own terms so that the
 * screens are checked against figures the test computed, not against what the server answered.
 * Integer cents throughout; every rounding is half up, as docs/decisions.md states it.
 */
import type { TestApp } from './app.js';
import type { Settings } from '../../contract/schemas/settings.js';

/** The terminal's settings as logistics reads them (GET /api/settings). */
export const settingsOf = (t: TestApp, token: string) => t.ok<Settings>({ method: 'GET', url: '/api/settings', token });

/** A product's own laytime hours per 1,000 t, or null when it takes the setting's. */
export async function productHoursPerKt(t: TestApp, productId: number): Promise<number | null> {
  const [row] = await t.asOwner<{ h: string | null }>('SELECT laytime_hours_per_kt AS h FROM products WHERE id = $1', [
    productId,
  ]);
  return row?.h === null || row?.h === undefined ? null : Number(row.h);
}

/** Allowed laytime in whole minutes: base + hours per 1,000 t × tonnes. */
export const allowedOf = (baseHours: number, hoursPerKt: number, tonnes: number) =>
  Math.round((baseHours + (hoursPerKt * tonnes) / 1000) * 60);

/** Minutes as the screens write them: "2 h 35 min" (minutes always two digits on the laytime tab). */
export const hm = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;

/** Minutes as the billing screen's duration: "2 h 35 min", "45 min", "2 h". */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/**
 * The berth-overstay line: the minutes over as hours to 2 decimals, half up (hundredths of an
 * hour, a whole number: minutes × 100 / 60 never ends in exactly .5), times the hourly tariff, to
 * the cent, half up.
 */
export function overstayLine(overMinutes: number, hourRate: number) {
  const hundredths = Math.floor((overMinutes * 100 * 2 + 60) / 120);
  const rateCents = Math.round(hourRate * 100);
  const cents = Math.floor((hundredths * rateCents * 2 + 100) / 200);
  return { hours: hundredths / 100, cents };
}

/** GST on a subtotal, once, half up to the cent; the total beside it. */
export function withGst(subtotalCents: number, gstPercent: number) {
  const gst = Math.floor((subtotalCents * Math.round(gstPercent * 100) * 2 + 10_000) / 20_000);
  return { subtotal: subtotalCents, gst, total: subtotalCents + gst };
}

/** Cents as the screens print money: "SGD 1,290.00". */
export const money = (cents: number, currency: string) =>
  `${currency} ${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A value in the currency (a JSON number) as integer cents. */
export const cents = (v: number) => Math.round(v * 100);
