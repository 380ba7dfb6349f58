/**
 * How far ahead a customer's next berthings reach, in terminal days from today. Apart from the
 * schemas (schemas/dashboard.ts), so the customer's dashboard does not load zod.
 */
export const BERTHINGS_AHEAD_DAYS = 7;
