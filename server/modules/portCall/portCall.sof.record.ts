import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import {
  AUTOMATIC_EVENTS,
  BARGE_EVENTS,
  SOF_EVENTS,
  SOF_STATES,
  pumpingMinutes,
  type SofEvent,
  type SofFact,
  type SofRefusal,
} from '../../../contract/portCall.js';
import { allows, isBarge } from '../../../contract/permissions.js';
import type { CallActuals, SofRecord } from '../../../contract/schemas/portCall.js';
import type { NominationProgress } from '../../../contract/enums.js';
import { HOUR, MINUTE } from '../../../contract/time.js';
import type { CallerPrincipal } from '../../platform/types.js';
import type { CallRow, EventRow } from './portCall.sof.repository.js';

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

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
const hoursBetween = (from: number | undefined, to: number | undefined) =>
  from === undefined || to === undefined ? null : round((to - from) / HOUR, 2);

/**
 * Times and figures of a call (DECISIONS §10): waiting from arrival to all fast, alongside from all
 * fast to cast off, pumping net of stops (live while pumping), the net rate on the actual quantity
 * or else the nominated one.
 */
export function actualsOf(facts: readonly SofFact[], call: CallRow, now: number): CallActuals {
  const at = (e: SofEvent) => facts.find((f) => f.event === e)?.at;
  const iso = (e: SofEvent) => {
    const t = at(e);
    return t === undefined ? null : new Date(t).toISOString();
  };
  // Completed: the same minutes as the nomination's column; until then, live.
  const minutes = pumpingMinutes(facts, now);
  const pumpingHours = minutes === null ? null : round((minutes * MINUTE) / HOUR, 2);
  const tonnes = call.actualQuantity ?? call.quantity;
  return {
    arrivedAt: iso('arrived'),
    allFastAt: iso('allFast'),
    commencedAt: iso('commencedPumping'),
    completedAt: iso('completedPumping'),
    castOffAt: iso('castOff'),
    waitingHours: hoursBetween(at('arrived'), at('allFast')),
    alongsideHours: hoursBetween(at('allFast'), at('castOff')),
    pumpingHours,
    netRate: pumpingHours ? round(Number(tonnes) / pumpingHours, 1) : null,
  };
}

/** Rows in time order (ties: the vocabulary's order, then the older row first: a struck value above its correction). */
export function eventsInOrder(rows: readonly EventRow[]): SofRecord['events'] {
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
    enteredBy: { id: r.enteredById, name: r.enteredByName },
    enteredAt: r.enteredAt.toISOString(),
    current: r.current,
    replacesId: r.replacesId,
    correctionReason: r.correctionReason,
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

export function toSofRecord(x: RecordParts): SofRecord {
  const mine = recordableBy(x.p);
  const open = SOF_STATES.includes(x.call.status) && x.document?.status !== 'Signed';
  const own = x.rows.some((r) => r.current && r.enteredById === x.p.id);
  return {
    nominationId: x.call.id,
    progress: x.progress,
    events: eventsInOrder(x.rows),
    actuals: actualsOf(x.facts, x.call, x.now),
    next: mine.map((event, i) => ({ event, refusal: shown(x.refusals[i] ?? null) })),
    mayCorrect: mine.length > 0 && open && (!isBarge(x.p) || own),
    document: x.document,
  };
}
