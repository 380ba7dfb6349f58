import { terminalDayStart } from '../../contract/datetime.js';
import { DAY } from '../../contract/time.js';

/** A day typed as YYYY-MM-DD covers that whole day in the terminal's zone; an instant stays as it is. */
export function dayBound(value: string | undefined, timeZone: string, edge: 'start' | 'end'): string | undefined {
  if (!value || value.includes('T')) return value;
  const start = terminalDayStart(value, timeZone);
  if (!start) return undefined;
  return new Date(edge === 'start' ? start.getTime() : start.getTime() + DAY - 1).toISOString();
}

export const isWholeDay = (v?: string) => !!v && !v.includes('T');
