import type { ChecklistRecord, SofEventRecord, SofRecord } from '../../contract/schemas/portCall';
import { nominationRecord } from './nominationRecord';

/** The nomination of the port call screens' tests: Booked, so its statement of facts is kept. */
export const bookedNomination = { ...nominationRecord, status: 'Booked' as const, actions: [] };

/** An event row as the sof call answers it. */
export function sofRow(
  id: number,
  event: SofEventRecord['event'],
  at: string,
  more: Partial<SofEventRecord> = {},
): SofEventRecord {
  return {
    id,
    event,
    at,
    cause: null,
    reason: null,
    enteredBy: { id: 5, name: 'Lim Loading' },
    enteredAt: at,
    current: true,
    replacesId: null,
    correctionReason: null,
    correctable: true,
    ...more,
  };
}

/** A statement of facts: arrived and all fast, what may follow as given. */
export function sofRecord(more: Partial<SofRecord> = {}): SofRecord {
  return {
    nominationId: 42,
    progress: 'alongside',
    events: [sofRow(1, 'arrived', '2026-11-22T00:00:00.000Z'), sofRow(2, 'allFast', '2026-11-22T01:30:00.000Z')],
    actuals: {
      arrivedAt: '2026-11-22T00:00:00.000Z',
      allFastAt: '2026-11-22T01:30:00.000Z',
      commencedAt: null,
      completedAt: null,
      castOffAt: null,
      waitingHours: 1.5,
      alongsideHours: null,
      pumpingHours: null,
      netRate: null,
      rateBasis: 'nominated',
    },
    next: [],
    mayCorrect: true,
    document: null,
    ...more,
  };
}

const item = (itemId: number, en: string, critical = false) => ({
  itemId,
  text: { en, zh: `${en}（中文）` },
  critical,
  terminal: null,
  barge: null,
});

/** A checklist with its before-transfer part answered by neither side; the caller answers for the terminal. */
export function checklistRecord(more: Partial<ChecklistRecord> = {}): ChecklistRecord {
  return {
    nominationId: 42,
    parts: [
      {
        part: 'beforeTransfer',
        round: 0,
        dueAt: null,
        items: [item(11, 'Hoses are in good order', true), item(12, 'Scuppers are plugged')],
        signatures: { terminal: null, barge: null },
        mySide: 'terminal',
        signRefusal: {
          key: 'checklist.unanswered',
          params: { count: 2, part: { key: 'checklistPart.beforeTransfer' } },
        },
      },
    ],
    gate: { open: false, refusal: { key: 'checklist.gateUnsigned', params: {} } },
    ...more,
  };
}
