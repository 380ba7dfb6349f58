/**
 * Laytime (DECISIONS.md §11): how long a call may hold its berth and how long it did, from its
 * statement of facts. One pure function shared by the server (which stores each result, versioned)
 * and the browser (which draws the lines it returns); nothing here reads a clock.
 */
import { HOUR, MINUTE } from './time.js';
import { inOrder, type SofEvent, type StopCause } from './portCall.js';

/** The settings laytime reads (settings.laytime), the product's own hours per 1,000 t resolved. */
export interface LaytimeRules {
  baseHours: number;
  hoursPerThousandTonnes: number;
  noticeHours: number;
  excludedCauses: readonly StopCause[];
}

/** An SoF event as laytime reads it: the current value, with a stop's cause. */
export interface LaytimeFact {
  id: number;
  event: SofEvent;
  /** Epoch milliseconds. */
  at: number;
  cause?: StopCause | null;
}

/**
 * A line of the result, each naming the SoF rows it comes from:
 * - `start`: when time began to count, from NOR + notice (`from` arrival, `to` the end of the notice)
 *   or from all fast (`from` = `to`), whichever is earlier;
 * - `end`: hoses disconnected;
 * - `stop`: stopped → resumed pumping within the counted window, `counted` false when its cause is
 *   excluded (the terminal's, weather, an authority by default).
 */
export type LaytimeLine =
  | { kind: 'start'; basis: 'notice' | 'allFast'; eventId: number; from: number; to: number }
  | { kind: 'end'; eventId: number; at: number }
  | {
      kind: 'stop';
      eventId: number;
      resumedId: number | null;
      from: number;
      to: number;
      minutes: number;
      cause: StopCause | null;
      counted: boolean;
    };

export interface LaytimeFigures {
  allowedMinutes: number;
  usedMinutes: number;
  /** Stops not counted (excluded causes). */
  excludedMinutes: number;
  /** Of all stops, those the terminal caused: the terminal's delay shown to the customer. */
  terminalDelayMinutes: number;
  overMinutes: number;
  savedMinutes: number;
  /**
   * Time over laytime is the barge's or the customer's: every stop of an excluded cause is already
   * off the clock, so what remains over is theirs and becomes the berth-overstay line.
   */
  overstayMinutes: number;
  lines: LaytimeLine[];
}

/** Allowed minutes for a call of `tonnes`: base + hours per 1,000 t, to the minute (half up). */
export const allowedMinutes = (rules: Pick<LaytimeRules, 'baseHours' | 'hoursPerThousandTonnes'>, tonnes: number) =>
  Math.round((rules.baseHours + (rules.hoursPerThousandTonnes * tonnes) / 1000) * 60);

/**
 * The laytime of a call from its current SoF events; null while it cannot be computed (no NOR and
 * no all fast, or no hoses disconnected). Minutes are whole, rounded half up from the milliseconds.
 */
export function laytimeOf(facts: readonly LaytimeFact[], tonnes: number, rules: LaytimeRules): LaytimeFigures | null {
  const ordered = inOrder(facts);
  const first = (e: SofEvent) => ordered.find((f) => f.event === e);
  const arrived = first('arrived');
  const allFast = first('allFast');
  const end = first('hosesDisconnected');
  if (!end || (!arrived && !allFast)) return null;
  const noticeEnd = arrived ? arrived.at + rules.noticeHours * HOUR : Infinity;
  const fromNotice = arrived !== undefined && (!allFast || noticeEnd < allFast.at);
  const start: LaytimeLine = fromNotice
    ? { kind: 'start', basis: 'notice', eventId: arrived.id, from: arrived.at, to: noticeEnd }
    : { kind: 'start', basis: 'allFast', eventId: allFast!.id, from: allFast!.at, to: allFast!.at };
  const startAt = start.to;
  const endAt = Math.max(startAt, end.at);

  const stops: LaytimeLine[] = [];
  let open: LaytimeFact | null = null;
  const close = (stop: LaytimeFact, resumed: LaytimeFact | null, at: number) => {
    const from = Math.max(stop.at, startAt);
    const to = Math.min(at, endAt);
    if (to <= from) return;
    const cause = stop.cause ?? null;
    stops.push({
      kind: 'stop',
      eventId: stop.id,
      resumedId: resumed?.id ?? null,
      from,
      to,
      minutes: Math.round((to - from) / MINUTE),
      cause,
      counted: cause === null || !rules.excludedCauses.includes(cause),
    });
  };
  for (const f of ordered) {
    if (f.event === 'stoppedPumping' && open === null) open = f;
    else if (f.event === 'resumedPumping' && open !== null) {
      close(open, f, f.at);
      open = null;
    }
  }
  if (open !== null) close(open, null, endAt);

  const ms = (counted: boolean) =>
    stops.reduce((s, l) => (l.kind === 'stop' && l.counted === counted ? s + (l.to - l.from) : s), 0);
  const excludedMs = ms(false);
  const terminalMs = stops.reduce((s, l) => (l.kind === 'stop' && l.cause === 'terminal' ? s + (l.to - l.from) : s), 0);
  const usedMinutes = Math.round((endAt - startAt - excludedMs) / MINUTE);
  const allowed = allowedMinutes(rules, tonnes);
  const over = Math.max(0, usedMinutes - allowed);
  return {
    allowedMinutes: allowed,
    usedMinutes,
    excludedMinutes: Math.round(excludedMs / MINUTE),
    terminalDelayMinutes: Math.round(terminalMs / MINUTE),
    overMinutes: over,
    savedMinutes: Math.max(0, allowed - usedMinutes),
    overstayMinutes: over,
    lines: [start, ...stops, { kind: 'end', eventId: end.id, at: end.at }],
  };
}

/** Minutes as "5 h 07 min" parts, for the screens and the Excel: hours and minutes, never a fraction. */
export const hoursAndMinutes = (minutes: number) => ({
  hours: Math.floor(Math.abs(minutes) / 60),
  minutes: Math.abs(minutes) % 60,
});
