import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DAY } from './time.js';

// One date library for the server, the lists and the pickers (whose MUI adapter needs dayjs with
// these plugins): the zone-aware pickers and the strict parsing of typed dates.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** The terminal's zone when settings name none (DECISIONS.md; a setting from the settings module on). */
export const DEFAULT_TIME_ZONE = 'Asia/Singapore';

/** How the terminal writes days and instants (spec §5): the lists, the spreadsheets and the pickers alike. */
export const DAY_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
/** How a calendar day is stored and sent. */
const STORED_DAY_FORMAT = 'YYYY-MM-DD';

/**
 * Milliseconds a zone's wall clock is ahead of UTC at an instant. dayjs's own `.tz()` builds a new
 * Intl formatter on every call (25× slower over a list of 10,000 dates, docs/decisions.md), so the
 * offset is read from one kept formatter per zone, as the timezone plugin does when it parses.
 */
const OFFSET_FORMATTERS = new Map<string, Intl.DateTimeFormat>();
function offsetAt(ms: number, timeZone: string): number {
  let f = OFFSET_FORMATTERS.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    OFFSET_FORMATTERS.set(timeZone, f);
  }
  const n: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of f.formatToParts(ms)) if (p.type !== 'literal') n[p.type] = Number(p.value);
  const wall = Date.UTC(n.year!, n.month! - 1, n.day!, n.hour!, n.minute!, n.second!);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/** An instant's wall clock in a zone, as a UTC dayjs whose fields hold it. */
const wallClock = (ms: number, timeZone: string): Dayjs => dayjs.utc(ms + offsetAt(ms, timeZone));

/** "21/11/2026 20:15" in the given zone: day/month/year plus 24-hour time, as the terminal reads dates. */
export function formatTerminalDateTime(
  value: string | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  withSeconds = false,
): string {
  const ms = (typeof value === 'string' ? new Date(value) : value).getTime();
  if (Number.isNaN(ms)) return '';
  return wallClock(ms, timeZone).format(withSeconds ? `${DATE_TIME_FORMAT}:ss` : DATE_TIME_FORMAT);
}

/**
 * The terminal's wall-clock time of an instant, to the minute, as a Date whose UTC fields hold it:
 * what a spreadsheet cell keeps, since Excel has no time zones (DECISIONS §7).
 */
export function terminalWallClock(value: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return wallClock(value.getTime(), timeZone).startOf('minute').toDate();
}

/**
 * Parses "dd/mm/yyyy hh:mm[:ss]" typed in the terminal's zone into a UTC Date (spec §5).
 * Empty or blank text is missing (null); text that is not a real date is invalid (undefined).
 */
export function parseTerminalDateTime(
  text: string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date | null | undefined {
  if (text == null || text.trim() === '') return null;
  // One- or two-digit fields and optional seconds are more than one strict pattern says: the
  // shape is read here, and the strict parse of its padded form refuses days and times that do not exist.
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$/.exec(text);
  if (!m) return undefined;
  const [day, month, year, hour = '0', minute = '0', second = '0'] = m.slice(1) as string[];
  const pad = (v: string | undefined) => v!.padStart(2, '0');
  const padded = `${pad(day)}/${pad(month)}/${year} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const wall = dayjs.utc(padded, `${DATE_TIME_FORMAT}:ss`, true);
  if (!wall.isValid()) return undefined;
  // The zone's offset at that wall-clock time: guessed at the wall clock read as UTC, then taken
  // again at the instant the guess gives (which settles a time skipped or repeated by a clock change).
  const asUtc = wall.valueOf();
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone));
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the terminal's zone. */
export function terminalDay(value: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return wallClock(value.getTime(), timeZone).format(STORED_DAY_FORMAT);
}

/** The instant a terminal day (YYYY-MM-DD) starts in the terminal's zone; undefined for a day that does not exist. */
export function terminalDayStart(day: string, timeZone: string = DEFAULT_TIME_ZONE): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? (parseTerminalDateTime(`${m[3]}/${m[2]}/${m[1]} 00:00`, timeZone) ?? undefined) : undefined;
}

/** A stored day (YYYY-MM-DD) as the terminal writes it, dd/mm/yyyy; other text as it is. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** A calendar day (YYYY-MM-DD) `n` days later (earlier when negative): days, not instants, so no zone applies. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}

/**
 * A month (YYYY-MM) as its first and last calendar days (YYYY-MM-DD): days, not instants, so no
 * zone applies (daysOf turns them into the terminal's instants). Undefined for text that is not a month.
 */
export function monthPeriod(month: string): { from: string; to: string } | undefined {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return undefined;
  // Day 0 of the next month is the last day of this one.
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** An instant (UTC ISO text) as the pickers show it, in the terminal's zone; null when empty or not an instant. */
export function instantInZone(value: string | null, timeZone: string): Dayjs | null {
  return value && dayjs(value).isValid() ? dayjs.utc(value).tz(timeZone) : null;
}

/** A stored day (YYYY-MM-DD) as the day pickers hold it. */
export const dayValue = (day: string): Dayjs => dayjs(day);

/** A picked day as it is stored (YYYY-MM-DD). */
export const storedDay = (picked: Dayjs): string => picked.format(STORED_DAY_FORMAT);
