import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import {
  AUTOMATIC_EVENTS,
  BARGE_EVENTS,
  REPEATABLE_EVENTS,
  SOF_EVENTS,
  SOF_STATES,
  sofFigures,
  progressOf,
  pumpingMinutes,
  sofRefusal,
  sofSetRefusal,
  type SofEvent,
  type SofFact,
  type SofRefusal,
  type StopCause,
} from '../../../contract/portCall.js';
import { allows, isBarge, isCustomer } from '../../../contract/permissions.js';
import type { CallActuals, SofRecord } from '../../../contract/schemas/portCall.js';
import type { NominationProgress } from '../../../contract/enums.js';
import { conflict } from '../../platform/errors.js';
import type { CallerPrincipal } from '../../platform/types.js';
import type { Actuals, CallRow, EventRow, SofDocument } from './portCall.sof.repository.js';

/** An event's label, as a refusal's parameter: each reader sees it in their language. */
const label = (event: SofEvent) => ({ key: `sofEvent.${event}` as const });

/** A refusal of the order rules (contract/portCall.ts) as a catalogue message naming the events. */
export function refusalMessage(r: SofRefusal): CatalogueMessage {
  switch (r.key) {
    case 'sof.needsFirst':
    case 'sof.beforeFirst':
      return msg(r.key, { event: label(r.event), first: label(r.first) });
    case 'sof.afterNext':
      return msg(r.key, { event: label(r.event), next: label(r.next) });
    default:
      return msg(r.key, { event: label(r.event) });
  }
}

export const notInState = (status: NominationProgress) =>
  msg('sof.notInState', { status: { key: `statuses.${status}` } });
export const automatic = (event: SofEvent) => msg('sof.automatic', { event: label(event) });

/** The events a caller records by hand: the terminal's every one but the automatic, the barge its own. */
export function recordableBy(p: CallerPrincipal): readonly SofEvent[] {
  if (!allows(p, { resource: 'portCall', action: 'record' })) return [];
  if (isBarge(p)) return BARGE_EVENTS;
  return SOF_EVENTS.filter((e) => !AUTOMATIC_EVENTS.includes(e));
}

/**
 * The order and sense of `event` at `at` after `others` (DECISIONS §10): first against the current
 * events, then the whole set with it in time order (an event dated before others must not leave one
 * of them out of order). A stop or resume is checked by the set alone (it alternates in time order).
 */
export function orderRefusal(others: readonly SofFact[], event: SofEvent, at: number, call: CallRow, now: number) {
  const created = call.createdAt.getTime();
  const own = sofRefusal(others, event, at, created, now);
  const timeOnly = own?.key === 'sof.inFuture' || own?.key === 'sof.beforeCreated';
  if (own && (timeOnly || !REPEATABLE_EVENTS.includes(event))) return own;
  return sofSetRefusal([...others, { event, at }], created, now);
}

/** The nomination's actual times, pumping minutes (once completed) and progress from its current events. */
export function actualsFrom(facts: readonly SofFact[], now: number): Actuals {
  const at = (e: SofEvent) => {
    const t = facts.find((f) => f.event === e)?.at;
    return t === undefined ? null : new Date(t);
  };
  const completed = at('completedPumping') !== null;
  return {
    actualArrivedAt: at('arrived'),
    actualAllFastAt: at('allFast'),
    actualCommencedAt: at('commencedPumping'),
    actualCompletedAt: at('completedPumping'),
    actualCastOffAt: at('castOff'),
    pumpingMinutes: completed ? pumpingMinutes(facts, now) : null,
    sofProgress: progressOf(facts, false),
  };
}

export type Values = { event: SofEvent; at: Date; cause: StopCause | null; reason: string | null };

/** A row just written, as `listEvents` would read it: the answer needs no second read. */
export const rowOf = (
  id: number,
  v: Values,
  p: CallerPrincipal,
  now: Date,
  correction: { replacesId: number; correctionReason: string } | null = null,
): EventRow => ({
  id,
  ...v,
  current: true,
  replacesId: correction?.replacesId ?? null,
  correctionReason: correction?.correctionReason ?? null,
  enteredById: p.id,
  enteredByName: p.nickName,
  enteredByRole: p.role,
  enteredAt: now,
});

/** The current events as the order rules read them. */
export const factsOf = (rows: readonly EventRow[]): SofFact[] =>
  rows.filter((r) => r.current).map((r) => ({ event: r.event, at: r.at.getTime() }));

/**
 * Why the call's statement of facts may not change now: not from Booked on, or signed; for the
 * barge, once the document is made (it refuses the document with its reason and the terminal
 * corrects: a change of the barge's would otherwise remake the terminal's signature away).
 */
export function closedBecause(
  call: CallRow,
  doc: SofDocument,
  p: CallerPrincipal | null = null,
): CatalogueMessage | null {
  if (!SOF_STATES.includes(call.status)) return notInState(call.status);
  if (doc?.status === 'Signed') return msg('sof.signed');
  if (doc && p && isBarge(p)) return msg('sof.outForSigning');
  return null;
}

/** Refuses with the broken rule, naming the event (409); `data` tells the browser which. */
export function refuse(message: CatalogueMessage, event: SofEvent): never {
  throw conflict(message, { event, rule: message.key });
}

/** An event row as the audit log keeps it. */
export const audited = (id: number, v: Values) => ({
  id,
  event: v.event,
  at: v.at.toISOString(),
  cause: v.cause,
  reason: v.reason,
});

/**
 * Times and figures of a call (DECISIONS §10, computed by contract sofFigures, as the document's):
 * pumping live while pumping, the net rate once completed, on the actual quantity or else the nominated one.
 */
export function actualsOf(facts: readonly SofFact[], call: CallRow, now: number): CallActuals {
  const iso = (e: SofEvent) => {
    const t = facts.find((f) => f.event === e)?.at;
    return t === undefined ? null : new Date(t).toISOString();
  };
  const { waitingHours, alongsideHours, pumpingHours, netRate } = sofFigures(
    facts,
    Number(call.actualQuantity ?? call.quantity),
    now,
  );
  return {
    arrivedAt: iso('arrived'),
    allFastAt: iso('allFast'),
    commencedAt: iso('commencedPumping'),
    completedAt: iso('completedPumping'),
    castOffAt: iso('castOff'),
    waitingHours,
    alongsideHours,
    pumpingHours,
    netRate,
    rateBasis: call.actualQuantity === null ? 'nominated' : 'actual',
  };
}

/** Rows in time order (ties: the vocabulary's order, then the older row first: a struck value above its correction). */
export function eventsInOrder(rows: readonly EventRow[], correctable: (r: EventRow) => boolean): SofRecord['events'] {
  const ordered = [...rows].sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() || SOF_EVENTS.indexOf(a.event) - SOF_EVENTS.indexOf(b.event) || a.id - b.id,
  );
  return ordered.map((r) => ({
    id: r.id,
    event: r.event,
    at: r.at.toISOString(),
    cause: r.cause,
    reason: r.reason,
    enteredBy: { id: r.enteredById, name: r.enteredByName, role: r.enteredByRole },
    enteredAt: r.enteredAt.toISOString(),
    current: r.current,
    replacesId: r.replacesId,
    correctionReason: r.correctionReason,
    correctable: correctable(r),
  }));
}

const shown = (m: CatalogueMessage | null) => (m === null ? null : { key: m.key, params: m.params ?? {} });

export interface RecordParts {
  p: CallerPrincipal;
  call: CallRow;
  rows: readonly EventRow[];
  facts: readonly SofFact[];
  document: NonNullable<SofRecord['document']> | null;
  progress: SofRecord['progress'];
  now: number;
  /** Why each event the caller may record is refused now (null: allowed), in `recordableBy`'s order. */
  refusals: readonly (CatalogueMessage | null)[];
}

/**
 * Whether the caller may correct this row (the service refuses the rest): a current row, not the
 * automatic one, while the record is open; the barge only its own, and only until the document is
 * made (then it refuses the document and the terminal corrects).
 */
export function mayCorrectRow(p: CallerPrincipal, call: CallRow, document: SofDocument, r: EventRow): boolean {
  if (recordableBy(p).length === 0 || !r.current || AUTOMATIC_EVENTS.includes(r.event)) return false;
  if (!SOF_STATES.includes(call.status) || document?.status === 'Signed') return false;
  return !isBarge(p) || (document === null && r.enteredById === p.id);
}

/**
 * The SoF document as the reader may see it (the rule of documentsSeenBy in nominations.record.ts):
 * a customer only once signed. It is never a draft, so everyone else who sees the call sees it.
 */
export const documentSeenBy = (p: CallerPrincipal, d: SofDocument): SofDocument =>
  d && isCustomer(p) && d.status !== 'Signed' ? null : d;

export function toSofRecord(x: RecordParts): SofRecord {
  const mine = recordableBy(x.p);
  const events = eventsInOrder(x.rows, (r) => mayCorrectRow(x.p, x.call, x.document, r));
  return {
    nominationId: x.call.id,
    progress: x.progress,
    events,
    actuals: actualsOf(x.facts, x.call, x.now),
    next: mine.map((event, i) => ({ event, refusal: shown(x.refusals[i] ?? null) })),
    mayRemake:
      allows(x.p, { resource: 'portCall', action: 'remake' }) &&
      SOF_STATES.includes(x.call.status) &&
      x.document?.status === 'Rejected',
    document: documentSeenBy(x.p, x.document),
  };
}
