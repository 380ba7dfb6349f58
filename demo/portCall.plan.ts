import {
  repeatedDue,
  type ChecklistPart,
  type ChecklistSide,
  type SofEvent,
  type StopCause,
} from '../contract/portCall.js';
import { DEFAULT_SETTINGS } from '../contract/schemas/settings.js';
import { mulberry32 } from '../server/platform/seeded.js';
import { HOUR, MINUTE } from '../contract/time.js';

/** What the plan needs of a nomination with a berth, from Booked on (times in epoch milliseconds). */
export interface CallInput {
  id: number;
  berthId: number;
  /** The estimated berth time and the window's hours, as the history planned them. */
  start: number;
  hours: number;
  /** The tonnes pumped: the signed certificate's when there is one, else the nominated quantity. */
  tonnes: number;
  pilot: boolean;
}

export interface PlannedEvent {
  event: SofEvent;
  at: number;
  /** Who recorded it: the barge its own events (arrived, documents on board) mostly, the terminal the rest. */
  side: ChecklistSide;
  cause?: StopCause;
  reason?: string;
}

/** One part (and round) of the checklist: when each side answered it and signed it, terminal first. */
export interface PlannedPart {
  part: ChecklistPart;
  round: number;
  answered: Record<ChecklistSide, number>;
  signed: Record<ChecklistSide, number>;
}

export interface PlannedCall {
  id: number;
  events: PlannedEvent[];
  parts: PlannedPart[];
  /** Arrived after its estimated berth time. */
  late: boolean;
}

/**
 * When the papers follow the pumping (history.plan.ts PAPERS: the certificate of quantity is sent an
 * hour after the window ends): pumping is planned to end by then, so no certificate counts tonnes
 * still flowing.
 */
const PUMPED_BY = 50 * MINUTE;
/** Rates a barge loads at, tonnes an hour (a line's and a barge's pumps). */
const RATE = { min: 300, max: 900 } as const;

/** Why pumping stopped, by whose side: the reasons a loading master writes. */
const STOPS: [StopCause, number, string[]][] = [
  [
    'weather',
    0.45,
    [
      'Lightning within 3 nm: transfer stopped per terminal rule',
      'Squall: wind over 30 kn at the jetty head',
      'Heavy rain and poor visibility at the manifold',
    ],
  ],
  [
    'barge',
    0.35,
    ['Barge changing over cargo tanks', 'Barge cargo pump tripped', 'Ullage check on board before topping off'],
  ],
  ['terminal', 0.15, ['Shore tank changeover', 'Shore pump fault, standby pump started']],
  ['authority', 0.05, ['Port authority inspection on board']],
];

/** Whole minutes: the record is read to the minute, and no two events of a call share one. */
const minute = (at: number) => Math.round(at / MINUTE) * MINUTE;

/** One call's plan, and the rate it would need to pump its tonnes by the time the papers move. */
function planCall(c: CallInput, free: number, seed: number, tight: boolean): { call: PlannedCall; needed: number } {
  const next = mulberry32(seed + c.id * 7919);
  const between = (lo: number, hi: number) => lo + next() * (hi - lo);
  // A call that follows one that left late works briskly: each step takes its shortest time.
  const mins = (lo: number, hi: number) => Math.round(tight ? (next(), lo) : between(lo, hi)) * MINUTE;
  const end = c.start + c.hours * HOUR;
  // A few arrive after their berth time (long windows only, which leave time to pump what they carry).
  const late = c.hours >= 2.5 && next() < 0.16;
  let arrived: number;
  let allFast: number;
  if (late) {
    arrived = minute(c.start + mins(40, 110));
    allFast = arrived + mins(15, 35);
  } else {
    // Most berth within the hour before their berth time, the hoses ready when the window opens.
    allFast = minute(c.start + mins(-60, 30));
    // Most wait an hour or two at anchorage; some came early and waited half a day's shift.
    arrived = allFast - (next() < 0.12 ? mins(180, 360) : mins(12, 150));
  }
  // The berth is free only once the call before cast off: this one waits at anchorage meanwhile.
  if (allFast < free) allFast = minute(free);
  const events: PlannedEvent[] = [{ event: 'arrived', at: arrived, side: next() < 0.8 ? 'barge' : 'terminal' }];
  if (c.pilot)
    events.push({
      event: 'pilotOnBoard',
      at: Math.max(arrived + 5 * MINUTE, allFast - mins(20, 45)),
      side: 'terminal',
    });
  events.push({ event: 'allFast', at: allFast, side: 'terminal' });
  const hoses = allFast + mins(12, 30);
  events.push({ event: 'hosesConnected', at: hoses, side: 'terminal' });

  const parts: PlannedPart[] = [];
  const part = (p: ChecklistPart, round: number, from: number) => {
    const terminal = from + mins(2, 8);
    const barge = from + mins(3, 10);
    const signedT = Math.max(terminal, barge) + mins(2, 6);
    const signedB = signedT + mins(1, 5);
    parts.push({ part: p, round, answered: { terminal, barge }, signed: { terminal: signedT, barge: signedB } });
    return signedB;
  };
  part('beforeArrival', 0, arrived - mins(60, 90));
  part('afterMooring', 0, allFast);
  // Signed by both: the server writes "checklist completed" then (AUTOMATIC_EVENTS), entered by
  // the side that signed second, the barge's master here.
  const completedChecklist = part('beforeTransfer', 0, hoses);
  events.push({ event: 'checklistCompleted', at: completedChecklist, side: 'barge' });
  const commenced = completedChecklist + mins(4, 15);
  events.push({ event: 'commencedPumping', at: commenced, side: 'terminal' });

  // Stops first, then the rate (300–900 t/h) that ends pumping around the window's end, by the time
  // the papers move at the latest.
  let stops = !tight && next() < 0.3 ? (next() < 0.2 ? 2 : 1) : 0;
  const durations = [mins(20, 90), mins(15, 60)];
  const window = () => end + PUMPED_BY - commenced - durations.slice(0, stops).reduce((a, b) => a + b, 0);
  while (stops > 0 && (c.tonnes / window()) * HOUR > RATE.max) stops--;
  const needed = (c.tonnes / Math.max(window(), MINUTE)) * HOUR;
  // Pumping planned to end around the window's end (the window was planned at the terminal's rate).
  const target = end + mins(-20, 45) - commenced - durations.slice(0, stops).reduce((a, b) => a + b, 0);
  const rate = Math.min(RATE.max, Math.max(RATE.min, (c.tonnes / Math.max(target, MINUTE)) * HOUR, needed));
  const net = Math.max(1, Math.ceil((c.tonnes / rate) * 60)) * MINUTE;
  // Each stop at a share of the pumping done, the clock moved on by the stops before it.
  const shares = stops === 2 ? [between(0.2, 0.45), between(0.6, 0.85)] : [between(0.25, 0.75)];
  let paused = 0;
  for (let i = 0; i < stops; i++) {
    const at = minute(commenced + shares[i]! * net + paused);
    const r = next();
    let acc = 0;
    const [cause, , reasons] = STOPS.find(([, p]) => (acc += p) > r) ?? STOPS[0]!;
    const reason = reasons[Math.floor(next() * reasons.length)];
    events.push({ event: 'stoppedPumping', at, side: 'terminal', cause, reason });
    paused += durations[i]!;
    events.push({ event: 'resumedPumping', at: at + durations[i]!, side: 'terminal' });
  }
  const completed = commenced + net + paused;
  events.push({ event: 'completedPumping', at: completed, side: 'terminal' });
  // The repeated checks of a long transfer: each round falls due every N hours of it.
  const repeatHours = DEFAULT_SETTINGS.portCall.repeatCheckHours;
  repeatedDue(commenced, completed, completed, repeatHours).forEach((due, i) => part('repeated', i + 1, due));
  const disconnected = completed + mins(10, 25);
  events.push({ event: 'hosesDisconnected', at: disconnected, side: 'terminal' });
  let documents = disconnected + mins(8, 25);
  let left = documents + mins(5, 12);
  // A barge that pumped early waits for its papers: it leaves after its window (the papers' dates).
  const leaves = end + mins(5, 20);
  if (left < leaves) [documents, left] = [documents + leaves - left, leaves];
  events.push({ event: 'documentsOnBoard', at: documents, side: next() < 0.7 ? 'barge' : 'terminal' });
  events.push({ event: 'castOff', at: left, side: 'terminal' });
  return { call: { id: c.id, events, parts, late: arrived > c.start }, needed };
}

/**
 * The port call of every nomination with a berth from Booked on, as it happened (or is happening)
 * around its berth window: arrival before the estimated berth time (a few after it), waiting at
 * anchorage, all fast once the berth is free of the call before, hoses, the checklist's parts, pumping
 * at 300–900 t/h with some stops, hoses off, documents, cast off. Each berth's calls in order, so that
 * no barge is all fast before the one before it cast off. Not yet cut at `now` (portCall.ts does).
 */
export function planPortCalls(calls: readonly CallInput[], seed: number): PlannedCall[] {
  const castOff = new Map<number, number>();
  const ordered = [...calls].sort((a, b) => a.berthId - b.berthId || a.start - b.start || a.id - b.id);
  return ordered.map((c) => {
    const left = castOff.get(c.berthId);
    const free = left === undefined ? 0 : left + 10 * MINUTE;
    let plan = planCall(c, free, seed, false);
    if (plan.needed > RATE.max) plan = planCall(c, free, seed, true);
    castOff.set(c.berthId, plan.call.events.at(-1)!.at);
    return plan.call;
  });
}
