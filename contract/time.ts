/** Durations in milliseconds, the one definition every rule, query and screen uses. */
const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
