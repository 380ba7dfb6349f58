import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import { CHECKLIST_SIDES, repeatedDue, type ChecklistPart, type ChecklistSide } from '../../../contract/portCall.js';
import type { ChecklistItemRecord, ChecklistPartRecord, ChecklistRecord } from '../../../contract/schemas/portCall.js';
import { HOUR } from '../../../contract/time.js';
import type { StoredAnswer, StoredSignature } from './portCall.checklist.repository.js';

/*
 * The checklist of one call built from its rows (DECISIONS.md §10), without queries: the record, the
 * refusal of a signature and the pumping gate all read the same parts, so they cannot disagree.
 */

/** The parts done once, and the ones whose critical "no" closes the pumping gate. */
const ONCE: readonly ChecklistPart[] = ['beforeArrival', 'afterMooring', 'beforeTransfer'];

export interface CallTimes {
  commencedAt: Date | null;
  completedAt: Date | null;
}

export interface Round {
  part: ChecklistPart;
  round: number;
  dueAt: Date | null;
}

/**
 * The parts of a call: the three done once (round 0), then the repeated checks due so far (every
 * `hours` from commenced pumping until completed) and, while pumping, the next one with its time.
 */
export function roundsOf(call: CallTimes, now: Date, hours: number): Round[] {
  const rounds: Round[] = ONCE.map((part) => ({ part, round: 0, dueAt: null }));
  if (!call.commencedAt) return rounds;
  const start = call.commencedAt.getTime();
  const due = repeatedDue(start, call.completedAt?.getTime() ?? null, now.getTime(), hours);
  due.forEach((at, i) => rounds.push({ part: 'repeated', round: i + 1, dueAt: new Date(at) }));
  if (!call.completedAt)
    rounds.push({ part: 'repeated', round: due.length + 1, dueAt: new Date(start + (due.length + 1) * hours * HOUR) });
  return rounds;
}

export interface PartItem {
  itemId: number;
  textEn: string;
  textZh: string;
  critical: boolean;
}

/** An item's own text as a message: each reader's language picks its own (catalogue `checklist.itemText`). */
export const itemName = (i: { textEn: string; textZh: string }): CatalogueMessage =>
  ({ key: 'checklist.itemText', params: { en: i.textEn, zh: i.textZh } }) as CatalogueMessage;

export const partName = (part: ChecklistPart): CatalogueMessage => ({ key: `checklistPart.${part}` });

/**
 * The items of a part in a round: those answered (with the texts copied when first answered), and the
 * active template items of the part not answered yet; in the template's order (`all` holds retired
 * items too, so an answered item keeps its place).
 */
export function itemsOf(
  part: ChecklistPart,
  round: number,
  answers: readonly StoredAnswer[],
  all: readonly ChecklistItemRecord[],
): PartItem[] {
  const items = new Map<number, PartItem>();
  for (const a of answers)
    if (a.part === part && a.round === round && !items.has(a.itemId))
      items.set(a.itemId, { itemId: a.itemId, textEn: a.textEn, textZh: a.textZh, critical: a.critical });
  for (const t of all)
    if (t.part === part && t.active && !items.has(t.id))
      items.set(t.id, { itemId: t.id, textEn: t.textEn, textZh: t.textZh, critical: t.critical });
  const place = new Map(all.map((t) => [t.id, t.position]));
  return [...items.values()].sort(
    (a, b) => (place.get(a.itemId) ?? 0) - (place.get(b.itemId) ?? 0) || a.itemId - b.itemId,
  );
}

const answerOf = (answers: readonly StoredAnswer[], r: Round, itemId: number, side: ChecklistSide) =>
  answers.find((a) => a.part === r.part && a.round === r.round && a.itemId === itemId && a.side === side);

export const signatureOf = (signatures: readonly StoredSignature[], r: Round, side: ChecklistSide) =>
  signatures.find((s) => s.part === r.part && s.round === r.round && s.side === side);

/** The first critical item of these answered "no" by either side, in the items' order. */
function criticalNo(items: readonly PartItem[], answers: readonly StoredAnswer[], r: Round): PartItem | undefined {
  return items.find(
    (i) =>
      i.critical &&
      answers.some((a) => a.part === r.part && a.round === r.round && a.itemId === i.itemId && a.answer === 'no'),
  );
}

/**
 * Why `side` may not sign the part now (null: it may): signed already, a repeated check not due yet,
 * items its side has not answered, or a critical item answered "no" by either side.
 */
export function signRefusal(
  r: Round,
  items: readonly PartItem[],
  answers: readonly StoredAnswer[],
  signatures: readonly StoredSignature[],
  side: ChecklistSide,
  now: Date,
): CatalogueMessage | null {
  if (signatureOf(signatures, r, side)) return msg('checklist.alreadySigned', { part: partName(r.part) });
  if (r.dueAt && r.dueAt > now) return msg('checklist.notDue', { round: r.round });
  const unanswered = items.filter((i) => !answerOf(answers, r, i.itemId, side)).length;
  if (unanswered) return msg('checklist.unanswered', { count: unanswered, part: partName(r.part) });
  const no = criticalNo(items, answers, r);
  return no ? msg('checklist.criticalNo', { item: itemName(no) }) : null;
}

/**
 * The pumping gate (DECISIONS.md §10): closed by a critical item answered "no" in a part done once
 * (the item named), else until both sides have signed the before-transfer part.
 */
export function gateRefusal(
  answers: readonly StoredAnswer[],
  signatures: readonly StoredSignature[],
  all: readonly ChecklistItemRecord[],
): CatalogueMessage | null {
  for (const part of ONCE) {
    const r: Round = { part, round: 0, dueAt: null };
    const no = criticalNo(itemsOf(part, 0, answers, all), answers, r);
    if (no) return msg('checklist.gateCritical', { item: itemName(no) });
  }
  const transfer: Round = { part: 'beforeTransfer', round: 0, dueAt: null };
  return CHECKLIST_SIDES.every((side) => signatureOf(signatures, transfer, side))
    ? null
    : msg('checklist.gateUnsigned');
}

const shown = (m: CatalogueMessage | null) => (m ? { key: m.key, params: m.params ?? {} } : null);

export interface ChecklistData {
  nominationId: number;
  rounds: Round[];
  answers: StoredAnswer[];
  signatures: StoredSignature[];
  all: ChecklistItemRecord[];
  now: Date;
}

/** The side the caller answers for, and whether it may sign for it (the control room answers only). */
export interface CallerSide {
  side: ChecklistSide | null;
  maySign: boolean;
}

export function toChecklistRecord(d: ChecklistData, caller: CallerSide): ChecklistRecord {
  const parts = d.rounds.map((r): ChecklistPartRecord => {
    const items = itemsOf(r.part, r.round, d.answers, d.all);
    const sideAnswer = (itemId: number, side: ChecklistSide) => {
      const a = answerOf(d.answers, r, itemId, side);
      return a
        ? {
            answer: a.answer,
            remark: a.remark,
            by: { id: a.byId, name: a.byName, role: a.byRole },
            at: a.at.toISOString(),
          }
        : null;
    };
    const signature = (side: ChecklistSide) => {
      const s = signatureOf(d.signatures, r, side);
      return s ? { by: { id: s.userId, name: s.userName, role: s.role }, at: s.at.toISOString() } : null;
    };
    let refusal: CatalogueMessage | null = null;
    if (caller.side)
      refusal = caller.maySign
        ? signRefusal(r, items, d.answers, d.signatures, caller.side, d.now)
        : msg('checklist.notYourSide');
    return {
      part: r.part,
      round: r.round,
      dueAt: r.dueAt?.toISOString() ?? null,
      items: items.map((i) => ({
        itemId: i.itemId,
        text: { en: i.textEn, zh: i.textZh },
        critical: i.critical,
        terminal: sideAnswer(i.itemId, 'terminal'),
        barge: sideAnswer(i.itemId, 'barge'),
      })),
      signatures: { terminal: signature('terminal'), barge: signature('barge') },
      mySide: caller.side,
      signRefusal: shown(refusal),
    };
  });
  const gate = gateRefusal(d.answers, d.signatures, d.all);
  return { nominationId: d.nominationId, parts, gate: { open: gate === null, refusal: shown(gate) } };
}
