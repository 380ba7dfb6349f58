/** The last twelve months, newest first, as YYYY-MM. */
export function months(today: string): string[] {
  const [y, m] = today.split('-').map(Number);
  return [...Array(12).keys()].map((i) => new Date(Date.UTC(y!, m! - 1 - i, 1)).toISOString().slice(0, 7));
}

export const monthLabel = (month: string) => `${month.slice(5)}/${month.slice(0, 4)}`;
