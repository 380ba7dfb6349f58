/** Ship vetting and the vessel look-up it uses. */
import { z } from 'zod';
import { def, type ApiDef } from './def.js';
import { idParam, paged } from '../schemas/common.js';
import { countResult } from '../schemas/documents.js';
import {
  findingInput,
  vettingDocumentQuery,
  vettingLogQuery,
  vettingLogRecord,
  vettingRecord,
  vettingStepInput,
} from '../schemas/vetting.js';
import { vesselOption, vesselSearchQuery } from '../schemas/ships.js';

const vettingDocumentParams = z.object({ id: idParam.shape.id, documentId: idParam.shape.id });

export const VETTING_API = {
  vesselSearch: def('vesselSearch', {
    summary: 'Vessels by name or IMO prefix (20 at most); any ship, for vetting look-ups',
    query: vesselSearchQuery,
    response: z.array(vesselOption),
  }),
  vettingUnseenCount: def('vettingUnseenCount', {
    summary: 'Ship vettings waiting on the caller (the menu badge): logistics 1 and 3, inspector 2, 4, 7, customer 8',
    response: countResult,
  }),
  vettingLog: def('vettingLog', {
    summary: "A ship vetting's log (labels 1–12), oldest first, pages of 20",
    query: vettingLogQuery,
    response: paged(vettingLogRecord),
  }),
  vettingStep: def('vettingStep', {
    summary:
      'A step of the vetting table (submit, resubmit, sendToInspector, askMore, reject, accept, suspend, reinstate)',
    params: idParam,
    body: vettingStepInput,
    response: vettingRecord,
  }),
  vettingFinding: def('vettingFinding', {
    summary: "The inspector's findings: a response, an anchorage inspection or an observation",
    params: idParam,
    body: findingInput,
    response: vettingRecord,
  }),
  uploadVettingDocument: def('uploadVettingDocument', {
    summary:
      'Add a document to an open vetting (.jpg, .png or .pdf; multipart field "file"; kind and dates in the query)',
    params: idParam,
    query: vettingDocumentQuery,
    upload: true,
    response: vettingRecord,
  }),
  vettingDocumentFile: def('vettingDocumentFile', {
    summary: "Download one of a vetting's documents",
    params: vettingDocumentParams,
    response: 'file',
  }),
} as const satisfies Record<string, ApiDef>;
