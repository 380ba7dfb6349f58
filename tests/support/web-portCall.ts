import { http as mswHttp } from 'msw';
import type { GetInfoResult } from '../../contract/schemas/auth';
import type { NominationRecord } from '../../contract/schemas/nominations';
import type { ChecklistRecord, SofEventRecord, SofRecord } from '../../contract/schemas/portCall';
import { nominationRecord } from './nominationRecord';
import { API, info, ok, shellHandlers } from './web-app';

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
    enteredBy: { id: 5, name: 'Lim Loading', role: 11 },
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
    mayRemake: false,
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

/**
 * The shell and nomination 42 with its statement of facts for `who` (the loading master unless
 * given); each write is kept in `calls` and answered with `after`.
 */
export function sofHandlers(
  before: SofRecord,
  calls: string[],
  after: SofRecord = before,
  who: GetInfoResult = info('loadingMaster', 1, 11),
  nomination: NominationRecord = bookedNomination,
) {
  return [
    ...shellHandlers(() => who),
    mswHttp.get(`${API}/jput/nomination/options`, () =>
      ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
    ),
    mswHttp.get(`${API}/jput/nomination/42`, () => ok(nomination)),
    mswHttp.get(`${API}/nominations/42/sof`, () => ok(before)),
    mswHttp.post(`${API}/nominations/42/sof/events`, async ({ request }) => {
      calls.push(`record ${JSON.stringify(await request.json())}`);
      return ok(after);
    }),
    mswHttp.post(`${API}/nominations/42/sof/remake`, () => {
      calls.push('remake');
      return ok(after);
    }),
    mswHttp.put(`${API}/sof-events/:id`, async ({ request, params }) => {
      calls.push(`correct ${String(params.id)} ${JSON.stringify(await request.json())}`);
      return ok(after);
    }),
  ];
}
