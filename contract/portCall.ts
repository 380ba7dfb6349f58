/**
 * The port call record (DECISIONS.md §10): the statement of facts' vocabulary and the rules of its
 * order, shared by the server (which refuses) and the browser (which offers only what may follow).
 */
import { HOUR, MINUTE } from './time.js';
import type { NominationProgress } from './enums.js';

/** The statement of facts' events, in the order a call makes them. */
export const SOF_EVENTS = [
  'arrived',
  'pilotOnBoard',
  'allFast',
  'hosesConnected',
  'checklistCompleted',
  'commencedPumping',
  'stoppedPumping',
  'resumedPumping',
  'completedPumping',
  'hosesDisconnected',
  'documentsOnBoard',
  'castOff',
] as const;
export type SofEvent = (typeof SOF_EVENTS)[number];

/** Whose side caused a stop. */
export const STOP_CAUSES = ['terminal', 'barge', 'customer', 'weather', 'authority'] as const;
export type StopCause = (typeof STOP_CAUSES)[number];

/** The events the barge records from its phone for itself; the terminal records every event. */
export const BARGE_EVENTS: readonly SofEvent[] = ['arrived', 'documentsOnBoard'];
/** Written by the server when the before-transfer checklist part is signed by both sides, never by hand. */
export const AUTOMATIC_EVENTS: readonly SofEvent[] = ['checklistCompleted'];
/** Events a call may have more than once. */
export const REPEATABLE_EVENTS: readonly SofEvent[] = ['stoppedPumping', 'resumedPumping'];

/** The nomination states in which its statement of facts is kept: from Booked on. */
export const SOF_STATES: readonly NominationProgress[] = ['Booked', 'Signing in Progress', 'CQ Uploaded', 'Completed'];

/** How far ahead of the server's clock an event's time may lie (clocks on phones drift). */
export const FUTURE_TOLERANCE_MS = 5 * MINUTE;

/**
 * The event that must come before each one (its time not earlier). `null`: none. Stopped and
 * resumed pumping alternate after commenced; completed pumping is refused while stopped.
 */
export const SOF_REQUIRES: Record<SofEvent, SofEvent | null> = {
  arrived: null,
  pilotOnBoard: 'arrived',
  allFast: 'arrived',
  hosesConnected: 'allFast',
  checklistCompleted: 'allFast',
  commencedPumping: 'hosesConnected',
  stoppedPumping: 'commencedPumping',
  resumedPumping: 'stoppedPumping',
  completedPumping: 'commencedPumping',
  hosesDisconnected: 'completedPumping',
  documentsOnBoard: 'completedPumping',
  castOff: 'hosesDisconnected',
};

/** Where a call stands, from its events: shown in the barging list and on the phone cards. */
export const SOF_PROGRESS = [
  'none',
  'arrived',
  'alongside',
  'pumping',
  'stopped',
  'pumped',
  'castOff',
  'signed',
] as const;
export type SofProgress = (typeof SOF_PROGRESS)[number];

/** One recorded event as the rules need it (the current value: corrections replace it). */
export interface SofFact {
  event: SofEvent;
  /** Epoch milliseconds. */
  at: number;
}

/** The facts in time order (ties: vocabulary order). */
export const inOrder = <F extends SofFact>(facts: readonly F[]): F[] =>
  [...facts].sort((a, b) => a.at - b.at || SOF_EVENTS.indexOf(a.event) - SOF_EVENTS.indexOf(b.event));

/** Whether pumping is stopped now: the last stop has no resume after it. */
export function isStopped(facts: readonly SofFact[]): boolean {
  const ordered = inOrder(facts).filter((f) => f.event === 'stoppedPumping' || f.event === 'resumedPumping');
  return ordered.at(-1)?.event === 'stoppedPumping';
}

export function progressOf(facts: readonly SofFact[], signed: boolean): SofProgress {
  if (signed) return 'signed';
  const has = (e: SofEvent) => facts.some((f) => f.event === e);
  if (has('castOff')) return 'castOff';
  if (has('completedPumping')) return 'pumped';
  if (has('commencedPumping')) return isStopped(facts) ? 'stopped' : 'pumping';
  if (has('allFast')) return 'alongside';
  if (has('arrived')) return 'arrived';
  return 'none';
}

/**
 * Minutes of pumping net of stops: commenced to completed (or `now` while pumping), less each stop
 * to its resume (or to the end while stopped). Null before pumping commenced.
 */
export function pumpingMinutes(facts: readonly SofFact[], now: number): number | null {
  const start = facts.find((f) => f.event === 'commencedPumping')?.at;
  if (start === undefined) return null;
  const end = facts.find((f) => f.event === 'completedPumping')?.at ?? now;
  let stopped = 0;
  let stopAt: number | null = null;
  for (const f of inOrder(facts)) {
    if (f.event === 'stoppedPumping' && stopAt === null) stopAt = f.at;
    if (f.event === 'resumedPumping' && stopAt !== null) {
      stopped += f.at - stopAt;
      stopAt = null;
    }
  }
  if (stopAt !== null && stopAt < end) stopped += end - stopAt;
  return Math.max(0, Math.round((end - start - stopped) / MINUTE));
}

/** A call's figures from its current events (DECISIONS §10), as the API and the document give them. */
export interface SofFigures {
  /** Arrival to all fast, hours (2 places); null until both are known. */
  waitingHours: number | null;
  /** All fast to cast off, hours. */
  alongsideHours: number | null;
  /** Pumping net of stops, hours: live while pumping, null before commenced. */
  pumpingHours: number | null;
  /**
   * Tonnes per pumping hour (1 place), null until pumping is completed: a rate over the hours so
   * far would read as the call's final figure (walk 33 #9).
   */
  netRate: number | null;
  /** How many times pumping stopped. */
  stops: number;
}

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * The one place a call's figures are computed (review 33b #1): the SoF record's actuals and the
 * statement of facts' document both read them here, so the two cannot disagree. `tonnes`: the
 * actual quantity, or else the nominated one.
 */
export function sofFigures(facts: readonly SofFact[], tonnes: number, now: number): SofFigures {
  const at = (e: SofEvent) => facts.find((f) => f.event === e)?.at;
  const hoursBetween = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined ? null : round((to - from) / HOUR, 2);
  const minutes = pumpingMinutes(facts, now);
  const pumpingHours = minutes === null ? null : round((minutes * MINUTE) / HOUR, 2);
  const completed = at('completedPumping') !== undefined;
  return {
    waitingHours: hoursBetween(at('arrived'), at('allFast')),
    alongsideHours: hoursBetween(at('allFast'), at('castOff')),
    pumpingHours,
    netRate: completed && pumpingHours ? round(tonnes / pumpingHours, 1) : null,
    stops: facts.filter((f) => f.event === 'stoppedPumping').length,
  };
}

/** Why an event may not be recorded at `at` after `facts`, as a catalogue key and its parameters. */
export type SofRefusal =
  | { key: 'sof.twice'; event: SofEvent }
  | { key: 'sof.needsFirst'; event: SofEvent; first: SofEvent }
  | { key: 'sof.beforeFirst'; event: SofEvent; first: SofEvent }
  | { key: 'sof.notStopped'; event: SofEvent }
  | { key: 'sof.alreadyStopped'; event: SofEvent }
  | { key: 'sof.whileStopped'; event: SofEvent }
  | { key: 'sof.inFuture'; event: SofEvent }
  | { key: 'sof.beforeCreated'; event: SofEvent }
  | { key: 'sof.afterNext'; event: SofEvent; next: SofEvent };

/** What the rules of one new event need to know of the events before it. */
interface SofSoFar {
  has(event: SofEvent): boolean;
  /** Whether every `event` recorded lies after `at` (none: false). */
  allAfter(event: SofEvent, at: number): boolean;
  /** Pumping stopped: the last stop has no resume after it. */
  stopped(): boolean;
  /** Whether an `event` recorded lies before `at` (a tie is not before: the vocabulary orders it). */
  someBefore(event: SofEvent, at: number): boolean;
}

function refusalAfter(s: SofSoFar, event: SofEvent, at: number, created: number, now: number): SofRefusal | null {
  if (at > now + FUTURE_TOLERANCE_MS) return { key: 'sof.inFuture', event };
  if (at < created) return { key: 'sof.beforeCreated', event };
  if (!REPEATABLE_EVENTS.includes(event) && s.has(event)) return { key: 'sof.twice', event };
  const first = SOF_REQUIRES[event];
  if (first) {
    if (!s.has(first)) return { key: 'sof.needsFirst', event, first };
    if (s.allAfter(first, at)) return { key: 'sof.beforeFirst', event, first };
  }
  const stopped = s.stopped();
  if (event === 'stoppedPumping' && stopped) return { key: 'sof.alreadyStopped', event };
  if (event === 'resumedPumping' && !stopped) return { key: 'sof.notStopped', event };
  if (event === 'completedPumping' && stopped) return { key: 'sof.whileStopped', event };
  if ((event === 'stoppedPumping' || event === 'resumedPumping') && s.has('completedPumping'))
    return { key: 'sof.afterNext', event, next: 'completedPumping' };
  // Pumping never starts before the safety checklist was completed (the gate of §10), once it is
  // recorded: neither a commenced pumping dated before it, nor it dated after pumping commenced.
  if (event === 'commencedPumping' && s.has('checklistCompleted') && s.allAfter('checklistCompleted', at))
    return { key: 'sof.beforeFirst', event, first: 'checklistCompleted' };
  if (event === 'checklistCompleted' && s.someBefore('commencedPumping', at))
    return { key: 'sof.afterNext', event, next: 'commencedPumping' };
  // Cast off closes the call: a forgotten event is recorded at its own, earlier time (walk, issue 33).
  if (event !== 'castOff' && s.someBefore('castOff', at)) return { key: 'sof.afterNext', event, next: 'castOff' };
  return null;
}

/**
 * The order and sense rules of one new event (DECISIONS §10). `created` is the nomination's
 * creation, `now` the server's clock. The checklist gate of commenced pumping is the server's
 * (it reads the checklist); this function knows only the events.
 */
export function sofRefusal(
  facts: readonly SofFact[],
  event: SofEvent,
  at: number,
  created: number,
  now: number,
): SofRefusal | null {
  const soFar: SofSoFar = {
    has: (e) => facts.some((f) => f.event === e),
    allAfter: (e, t) => facts.every((f) => f.event !== e || f.at > t),
    stopped: () => isStopped(facts),
    someBefore: (e, t) => facts.some((f) => f.event === e && f.at < t),
  };
  return refusalAfter(soFar, event, at, created, now);
}

/**
 * The order and sense of a whole set of events (a correction moves one; a new event may be dated
 * before others): each event, in time order, checked by the rules of `sofRefusal` against those
 * before it. An event whose first is recorded but only later is refused as `beforeFirst`, not
 * `needsFirst`. One pass over the set sorted once (the events so far kept as they go, not searched
 * again for each): linear after the sort.
 */
export function sofSetRefusal(facts: readonly SofFact[], created: number, now: number): SofRefusal | null {
  const ordered = inOrder(facts);
  const seen = new Set<SofEvent>();
  let stopped = false;
  // In time order, none of the events before one lies after it: allAfter is never true.
  // Nor is one seen after it: someBefore is has.
  const soFar: SofSoFar = {
    has: (e) => seen.has(e),
    allAfter: () => false,
    stopped: () => stopped,
    someBefore: (e) => seen.has(e),
  };
  for (const f of ordered) {
    const refusal = refusalAfter(soFar, f.event, f.at, created, now);
    if (refusal?.key === 'sof.needsFirst' && ordered.some((o) => o.event === refusal.first))
      return { key: 'sof.beforeFirst', event: f.event, first: refusal.first };
    if (refusal) return refusal;
    seen.add(f.event);
    if (f.event === 'stoppedPumping') stopped = true;
    if (f.event === 'resumedPumping') stopped = false;
  }
  return null;
}

/** The checklist's parts, in the order a call meets them; `repeated` recurs every N hours of transfer. */
export const CHECKLIST_PARTS = ['beforeArrival', 'afterMooring', 'beforeTransfer', 'repeated'] as const;
export type ChecklistPart = (typeof CHECKLIST_PARTS)[number];
export const CHECKLIST_ANSWERS = ['yes', 'no', 'na'] as const;
export type ChecklistAnswer = (typeof CHECKLIST_ANSWERS)[number];
export const CHECKLIST_SIDES = ['terminal', 'barge'] as const;
export type ChecklistSide = (typeof CHECKLIST_SIDES)[number];

/**
 * When the repeated checks of a call fall due: every `hours` from commenced pumping until completed
 * (or `now`), round 1 first. Stops do not move them: the clock of a transfer keeps running.
 */
export function repeatedDue(commenced: number, completed: number | null, now: number, hours: number): number[] {
  const step = hours * 60 * MINUTE;
  const end = completed ?? now;
  const due: number[] = [];
  for (let at = commenced + step; at <= end; at += step) due.push(at);
  return due;
}
