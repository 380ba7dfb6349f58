import { booked, ok, post, put, type WriteCase, type WriteContext } from './writeCaseKit.js';
import type { ChecklistRecord } from '../../contract/schemas/portCall.js';

/** The safety checklist's writes (issue 33): answers, a signature, the template's items. */
const item = (textEn: string) => ({ part: 'afterMooring', textEn, textZh: '审计项目', critical: false, position: 1 });

/** A Booked call whose before-arrival part the loading master has answered in full. */
async function answered(c: WriteContext) {
  const n = await booked(c);
  const rec = await ok<ChecklistRecord>(c, {
    method: 'GET',
    url: `/api/nominations/${n.id}/checklist`,
    token: c.k.loading,
  });
  const answers = rec.parts[0]!.items.map((i) => ({ itemId: i.itemId, answer: 'yes' }));
  await ok(
    c,
    put(`/api/nominations/${n.id}/checklist/answers`, c.k.loading, { part: 'beforeArrival', round: 0, answers }),
  );
  return { id: n.id, answers };
}

export const CHECKLIST_CASES: Record<string, WriteCase> = {
  'PUT /api/nominations/:id/checklist/answers': {
    entity: 'nomination',
    call: async (c) => {
      const { id, answers } = await answered(c);
      return put(`/api/nominations/${id}/checklist/answers`, c.k.barge, { part: 'beforeArrival', round: 0, answers });
    },
  },
  'POST /api/nominations/:id/checklist/sign': {
    entity: 'nomination',
    call: async (c) =>
      post(`/api/nominations/${(await answered(c)).id}/checklist/sign`, c.k.loading, {
        part: 'beforeArrival',
        round: 0,
      }),
  },
  'POST /api/checklist-items': {
    entity: 'checklistItem',
    call: async (c) => post('/api/checklist-items', c.k.logistics, item('Audit item made')),
  },
  'PUT /api/checklist-items/:id': {
    entity: 'checklistItem',
    call: async (c) => {
      const { id } = await ok(c, post('/api/checklist-items', c.k.logistics, item('Audit item to change')));
      return put(`/api/checklist-items/${id}`, c.k.logistics, { ...item('Audit item changed'), active: false });
    },
  },
};
