/** The last twelve months, newest first, as YYYY-MM. */
export function months(today: string): string[] {
  const [y, m] = today.split('-').map(Number);
  return [...Array(12).keys()].map((i) => new Date(Date.UTC(y!, m! - 1 - i, 1)).toISOString().slice(0, 7));
}

/** The first and last day (YYYY-MM-DD) of a month. */
export function daysOfMonth(month: string): { from: string; to: string } {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}

export const monthLabel = (month: string) => `${month.slice(5)}/${month.slice(0, 4)}`;
