import { addDays, terminalDayStart } from '../../contract/datetime.js';
import { badRequest } from './errors.js';

/** [start, end) of the terminal days `from` to `to`, both included, in the terminal's zone. */
export function daysOf(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  const start = terminalDayStart(from, timeZone);
  const end = terminalDayStart(addDays(to, 1), timeZone);
  if (!start || !end) throw badRequest('validation.date');
  return { start, end };
}
