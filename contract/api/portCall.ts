/** The port call record (DECISIONS.md §10): statement of facts, safety checklist, figures from actual times. */
import { z } from 'zod';
import { def, type ApiDef } from './def.js';
import { idParam } from '../schemas/common.js';
import {
  checklistAnswersInput,
  checklistDueRow,
  checklistItemInput,
  checklistItemRecord,
  checklistRecord,
  checklistSignInput,
  portCallFigures,
  portCallFiguresQuery,
  sofCorrectionInput,
  sofEventInput,
  sofRecord,
} from '../schemas/portCall.js';

export const PORT_CALL_API = {
  sof: def('sof', {
    summary:
      "A nomination's statement of facts: every event (corrected ones struck), actual times and figures, what may follow",
    params: idParam,
    response: sofRecord,
  }),
  recordSofEvent: def('recordSofEvent', {
    summary: 'Record an event (now unless a time is given); refused (409) with the rule it breaks',
    params: idParam,
    body: sofEventInput,
    response: sofRecord,
  }),
  correctSofEvent: def('correctSofEvent', {
    summary: "Correct an event's time (or a stop's cause) with a reason; the old value stays, struck through",
    params: idParam,
    body: sofCorrectionInput,
    response: sofRecord,
  }),
  remakeSof: def('remakeSof', {
    summary:
      'Remake a refused statement of facts document without changing an event (the terminal): a new version and round',
    params: idParam,
    response: sofRecord,
  }),
  checklist: def('checklist', {
    summary:
      "A call's ship/shore safety checklist: each part and repeated round, both sides' answers and signatures, the pumping gate",
    params: idParam,
    response: checklistRecord,
  }),
  answerChecklist: def('answerChecklist', {
    summary: "Answer items of a part for the caller's side (yes / no / not applicable, with remarks)",
    params: idParam,
    body: checklistAnswersInput,
    response: checklistRecord,
  }),
  signChecklist: def('signChecklist', {
    summary: "Sign a part for the caller's side once every item is answered",
    params: idParam,
    body: checklistSignInput,
    response: checklistRecord,
  }),
  checklistDue: def('checklistDue', {
    summary: 'Repeated checks due and not yet signed by both sides, soonest first',
    response: z.array(checklistDueRow),
  }),
  checklistItems: def('checklistItems', {
    summary: 'The checklist template: every item with its part, order and whether it is critical',
    response: z.array(checklistItemRecord),
  }),
  createChecklistItem: def('createChecklistItem', {
    summary: 'Add an item to the checklist template',
    body: checklistItemInput,
    response: checklistItemRecord,
  }),
  updateChecklistItem: def('updateChecklistItem', {
    summary: 'Change or retire an item of the checklist template (answers given keep their text)',
    params: idParam,
    body: checklistItemInput,
    response: checklistItemRecord,
  }),
  portCallFigures: def('portCallFigures', {
    summary:
      "Figures from actual times over a period: the terminal's with each berth and customer, or a customer's own",
    query: portCallFiguresQuery,
    response: portCallFigures,
  }),
} as const satisfies Record<string, ApiDef>;
