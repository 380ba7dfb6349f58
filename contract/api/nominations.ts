/** Barging: lifecycle steps, change requests, reports, the berth board and its planner. */
import { z } from 'zod';
import { def, type ApiDef } from './def.js';
import { idParam, okResult, paged } from '../schemas/common.js';
import {
  acceptInput,
  boardData,
  boardQuery,
  planResult,
  proposeInput,
  violationSchema,
} from '../schemas/berthBoard.js';
import {
  approveInput,
  assignInput,
  customCodeInput,
  coaLinkInput,
  delUllageInput,
  portClearInput,
  highVarianceQuery,
  highVarianceRecord,
  justifyInput,
  modificationInput,
  nominationLogQuery,
  nominationLogRecord,
  nominationOptionsSchema,
  nominationRecord,
  productRequestInput,
  qtyMaxRequestInput,
  readinessInput,
  rejectInput,
  requestListQuery,
  requestRecord,
  revokeInput,
  sendEmailInput,
  tankRequestInput,
  ullageRecord,
} from '../schemas/nominations.js';

const nominationId = idParam;
const nominationAnswer = nominationRecord;
const step = <const N extends 'submit' | 'acknowledge' | 'startSigning' | 'complete'>(name: N, summary: string) =>
  def(name, { summary, params: nominationId, response: nominationAnswer });
const changeRequest = <
  const N extends 'requestModification' | 'requestNominatedQtyMax' | 'requestProduct' | 'requestTank',
  B extends z.ZodType,
>(
  name: N,
  body: B,
  summary: string,
) => def(name, { summary, body, response: requestRecord });

const checkBerthResult = z.object({ violations: z.array(violationSchema), durationHours: z.number() });
const sendEmailResult = z.object({ id: z.number(), recipients: z.array(z.string()) });
const justifyResult = z.object({
  id: z.number(),
  justification: z.string(),
  justifiedByName: z.string().nullable(),
  justifiedAt: z.string(),
});
const previewQuery = z.object({ lang: z.enum(['en', 'zh']).default('en') });
const ullageListQuery = z.object({ nId: idParam.shape.id }).strict();
const ullageFileParams = z.object({ nId: idParam.shape.id, ullageId: idParam.shape.id });

export const NOMINATIONS_API = {
  nominationOptions: def('nominationOptions', {
    summary: 'Choices of the nomination form: barges, products, tanks, surveyors, pilots',
    response: nominationOptionsSchema,
  }),
  submit: step('submit', 'Lifecycle: submit (Created → Pending Approval)'),
  acknowledge: step('acknowledge', 'Lifecycle: acknowledge (Pending Approval → Acknowledged)'),
  startSigning: step('startSigning', 'Lifecycle: start signing (Booked → Signing in Progress)'),
  complete: step('complete', 'Lifecycle: complete (CQ Uploaded → Completed)'),
  book: def('book', { summary: 'Book (Jetty Assigned → Booked)', params: nominationId, response: nominationAnswer }),
  setReadiness: def('setReadiness', {
    summary: 'Set the barge readiness time',
    params: nominationId,
    body: readinessInput,
    response: nominationAnswer,
  }),
  assign: def('assign', {
    summary: 'Assign or move to a berth at a time; refused with every broken rule',
    params: nominationId,
    body: assignInput,
    response: nominationAnswer,
  }),
  checkBerth: def('checkBerth', {
    summary: 'Why (not) this berth: the rules an assignment would break',
    params: nominationId,
    body: assignInput,
    response: checkBerthResult,
  }),
  revoke: def('revoke', {
    summary: 'Revoke (any state before Booked → Cancelled)',
    body: revokeInput,
    response: nominationAnswer,
  }),
  updateCustomCode: def('updateCustomCode', {
    summary: 'Set the custom code',
    body: customCodeInput,
    response: nominationAnswer,
  }),
  sendEmail: def('sendEmail', {
    summary: 'E-mail the nomination to its parties through the outbox',
    body: sendEmailInput,
    response: sendEmailResult,
  }),
  previewPdf: def('previewPdf', {
    summary: 'The nomination as a PDF (inline), labels in the given language',
    params: nominationId,
    query: previewQuery,
    response: 'file',
  }),
  nominationLog: def('nominationLog', {
    summary: "A nomination's log, oldest first",
    query: nominationLogQuery,
    response: paged(nominationLogRecord),
  }),
  highVariance: def('highVariance', {
    summary: 'Completed nominations above the variance threshold, unexplained first',
    query: highVarianceQuery,
    response: paged(highVarianceRecord),
  }),
  justifyVariance: def('justifyVariance', {
    summary: 'Explain a high variance',
    params: nominationId,
    body: justifyInput,
    response: justifyResult,
  }),
  ullageReports: def('ullageReports', {
    summary: "A nomination's ullage reports",
    query: ullageListQuery,
    response: z.array(ullageRecord),
  }),
  uploadUllage: def('uploadUllage', {
    summary: 'Upload an ullage report (.jpg, .png or .pdf; multipart field "file")',
    params: nominationId,
    upload: true,
    response: ullageRecord,
  }),
  ullageFile: def('ullageFile', { summary: 'Download an ullage report', params: ullageFileParams, response: 'file' }),
  deleteUllage: def('deleteUllage', { summary: 'Delete an ullage report', body: delUllageInput, response: okResult }),
  requestModification: changeRequest(
    'requestModification',
    modificationInput,
    'Ask to change details of an acknowledged nomination',
  ),
  requestNominatedQtyMax: changeRequest(
    'requestNominatedQtyMax',
    qtyMaxRequestInput,
    'Ask for another nominated quantity max',
  ),
  requestProduct: changeRequest('requestProduct', productRequestInput, 'Ask for another product'),
  requestTank: changeRequest('requestTank', tankRequestInput, 'Ask for another tank'),
  requests: def('requests', {
    summary: 'applyType 1 pending, 2 processed, 3 all (showAllRequest)',
    query: requestListQuery,
    response: paged(requestRecord),
  }),
  pendingApprovalCount: def('pendingApprovalCount', {
    summary: 'Change requests waiting for a decision',
    response: z.object({ pendingApprovalCount: z.number().int() }),
  }),
  approveRequest: def('approveRequest', {
    summary: 'Approve: the proposed values are applied',
    body: approveInput,
    response: requestRecord,
  }),
  rejectRequest: def('rejectRequest', { summary: 'Reject with a reason', body: rejectInput, response: requestRecord }),
  withdrawRequest: def('withdrawRequest', {
    summary: 'Withdraw a pending request (its customer)',
    params: idParam,
    response: requestRecord,
  }),
  berthBoard: def('berthBoard', {
    summary: 'Berths, their planned and actual windows, and the nominations waiting for a berth',
    query: boardQuery,
    response: boardData,
  }),
  propose: def('propose', {
    summary: 'Propose berths and times that satisfy every rule and minimise total waiting',
    body: proposeInput,
    response: planResult,
  }),
  accept: def('accept', {
    summary: 'Accept proposals together: all are assigned, or none if one breaks a rule',
    body: acceptInput,
    response: z.array(nominationRecord),
  }),
  setCoaLink: def('setCoaLink', {
    summary: "Record the address of the cargo's certificate of analysis, or remove it (terminal logistics)",
    params: nominationId,
    body: coaLinkInput,
    response: nominationAnswer,
  }),
  setPortClear: def('setPortClear', {
    summary: 'Record the port clearance of a nomination in CQ Uploaded or Completed (terminal logistics)',
    params: nominationId,
    body: portClearInput,
    response: nominationAnswer,
  }),
} as const satisfies Record<string, ApiDef>;
