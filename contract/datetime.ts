/** The terminal's zone when settings name none (DECISIONS.md; a setting from the settings module on). */
export const DEFAULT_TIME_ZONE = 'Asia/Singapore';

/** Making a formatter costs far more than using one (a list formats hundreds of dates): one per zone and precision. */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string, withSeconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withSeconds}`;
  let f = FORMATTERS.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: withSeconds ? '2-digit' : undefined,
      hourCycle: 'h23',
    });
    FORMATTERS.set(key, f);
  }
  return f;
}

/** "21/11/2026 20:15" in the given zone: day/month/year plus 24-hour time, as the terminal reads dates. */
export function formatTerminalDateTime(
  value: string | Date,
  timeZone: string = DEFAULT_TIME_ZONE,
  withSeconds = false,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatterFor(timeZone, withSeconds).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${get('hour')}:${get('minute')}${withSeconds ? `:${get('second')}` : ''}`;
  return `${get('day')}/${get('month')}/${get('year')} ${time}`;
}

/**
 * The terminal's wall-clock time of an instant, to the minute, as a Date whose UTC fields hold it:
 * what a spreadsheet cell keeps, since Excel has no time zones (DECISIONS §7).
 */
export function terminalWallClock(value: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const parts = formatterFor(timeZone, false).formatToParts(value);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')));
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
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$/.exec(text);
  if (!m) return undefined;
  const [day, month, year, hour = 0, minute = 0, second = 0] = m
    .slice(1)
    .map((v) => (v === undefined ? undefined : Number(v))) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  const asUtc = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month! - 1) return undefined;
  // The zone's offset at that wall-clock time, found by formatting the UTC guess in the zone.
  const offsetAt = (ms: number) => {
    const p = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(ms));
    const g = (t: string) => Number(p.find((x) => x.type === t)?.value);
    return Date.UTC(g('year'), g('month') - 1, g('day'), g('hour'), g('minute'), g('second')) - ms;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the terminal's zone. */
export function terminalDay(value: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    value,
  );
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
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
