/**
 * The API's calls beyond the standard resource shape, as one table: method, path, and the zod
 * schemas of path parameters, query, body and answer. The Fastify route is declared from its entry
 * (server/platform/apiRoute.ts) and the browser calls it by name (src/dataProvider/api.ts), so both
 * sides are typed from the same schemas; a test checks every entry is served with its method.
 */
import { z } from 'zod';
import { API_ROUTES } from './apiRoutes.js';
import { idParam, okResult, paged } from './schemas/common.js';
import { getInfoResult, loginBody, loginResult, updatePassBody, updatePassEmailBody } from './schemas/auth.js';
import {
  authenticatorCode,
  authenticatorSetup,
  authenticatorStatus,
  authenticatorStatusQuery,
  bargeCodeQuery,
  bargeLoginBody,
  codeParam,
  recoveryCodes,
  registerInput,
  verificationInfo,
  verifyAccountInput,
} from './schemas/accounts.js';
import {
  mvpLoginBody,
  mvpLoginResult,
  partnerAppPublic,
  partnerCodeInfo,
  partnerCodeQuery,
  tokenLoginQuery,
  tokenLoginCode,
} from './schemas/partners.js';
import { disclaimerRecord, publicSettings } from './schemas/disclaimers.js';
import { partnerAppKey, settingsShape, settingsUpdate } from './schemas/settings.js';
import { auditVerifyResult } from './schemas/audit.js';
import { markReadInput, notificationPage, notificationQuery } from './schemas/notifications.js';
import { acceptInput, boardData, boardQuery, planResult, proposeInput, violationSchema } from './schemas/berthBoard.js';
import { userIdBody, userRecord } from './schemas/users.js';
import { legacySdsRecord, sdsFileParams, sdsRecord } from './schemas/sds.js';
import { equipmentReportRecord, equipmentResolveInput } from './schemas/equipmentReports.js';
import { liftInput, unqualifiedRecord } from './schemas/unqualifiedShips.js';
import { companyRecord } from './schemas/companies.js';
import {
  countResult,
  documentRecord,
  documentVersionParams,
  refuseInput,
  signInput,
  verifyResult,
} from './schemas/documents.js';
import { berthListQuery, berthListRow, jettyTableRow } from './schemas/jetties.js';
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
} from './schemas/nominations.js';
import {
  findingInput,
  vettingDocumentQuery,
  vettingLogQuery,
  vettingLogRecord,
  vettingRecord,
  vettingStepInput,
} from './schemas/vetting.js';
import { vesselOption, vesselSearchQuery } from './schemas/ships.js';
import { dashboardQuery, dashboardResult } from './schemas/dashboard.js';
import {
  billingListQuery,
  billingRecord,
  correctLineInput,
  creditInput,
  invoiceInput,
  invoiceResult,
} from './schemas/billing.js';
import {
  acceptAssignmentsInput,
  pilotAssignInput,
  autoAssignInput,
  autoAssignResult,
  cancelJobInput,
  jobStepInput,
  pilotageBoard,
  pilotageBoardQuery,
  pilotJobListQuery,
  pilotJobRecord,
  shiftingInput,
} from './schemas/pilotage.js';
import { excelExportQuery } from './schemas/excel.js';
import { apiRootInfo } from './schemas/system.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ApiDef {
  method: Method;
  /** Under /api; `:name` segments are path parameters. */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `data`; 'file' for a download answered as bytes; 'upload' bodies are multipart. */
  response: z.ZodType | 'file';
  upload?: true;
}
/** An entry: the method and path of API_ROUTES with the schemas of the call. */
const def = <const N extends keyof typeof API_ROUTES, const D extends Omit<ApiDef, 'method' | 'path'>>(name: N, d: D) =>
  ({ ...d, method: API_ROUTES[name][0], path: API_ROUTES[name][1] }) as D & {
    method: (typeof API_ROUTES)[N][0];
    path: (typeof API_ROUTES)[N][1];
  };

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

export const checkBerthResult = z.object({ violations: z.array(violationSchema), durationHours: z.number() });
export const sendEmailResult = z.object({ id: z.number(), recipients: z.array(z.string()) });
export const justifyResult = z.object({
  id: z.number(),
  justification: z.string(),
  justifiedByName: z.string().nullable(),
  justifiedAt: z.string(),
});
export const previewQuery = z.object({ lang: z.enum(['en', 'zh']).default('en') });
export const ullageListQuery = z.object({ nId: idParam.shape.id }).strict();
export const vettingDocumentParams = z.object({ id: idParam.shape.id, documentId: idParam.shape.id });
export const ullageFileParams = z.object({ nId: idParam.shape.id, ullageId: idParam.shape.id });

export const API = {
  // Signing in and the session (spec §7).
  login: def('login', { summary: 'Sign in with user name and password', body: loginBody, response: loginResult }),
  logout: def('logout', { summary: 'Revoke the current token', response: z.null() }),
  getInfo: def('getInfo', { summary: 'The caller, its menus and its landing path', response: getInfoResult }),
  updatePass: def('updatePass', {
    summary: "Change the caller's password; signs out every session",
    body: updatePassBody,
    response: z.null(),
  }),
  updatePassEmail: def('updatePassEmail', {
    summary: "Change the caller's e-mail address (confirmed by the password); the old address is told",
    body: updatePassEmailBody,
    response: z.object({ email: z.string() }),
  }),
  version: def('version', { summary: 'Build version (in msg)', response: z.null() }),
  apiRoot: def('apiRoot', {
    summary: "The API's name, build and where its calls are described (public; GET answers the same)",
    response: apiRootInfo,
  }),
  publicSettings: def('publicSettings', {
    summary: 'Trial flag and, on an old host, where the portal moved',
    response: publicSettings,
  }),
  authenticatorStatus: def('authenticatorStatus', {
    summary: 'Whether the sign-in page must ask this user for an authenticator code',
    query: authenticatorStatusQuery,
    response: authenticatorStatus,
  }),
  bargeAuthCode: def('bargeAuthCode', {
    summary: 'E-mail a six-digit sign-in code to a barge user (same answer whether or not the user exists)',
    query: bargeCodeQuery,
    response: z.null(),
  }),
  bargeLogin: def('bargeLogin', {
    summary: 'Sign in a barge user with the e-mailed code; wrong, used or expired: "code error"',
    body: bargeLoginBody,
    response: loginResult,
  }),
  authenticatorSetup: def('authenticatorSetup', {
    summary: 'Start enrolling an authenticator: a new secret and its QR code',
    response: authenticatorSetup,
  }),
  authenticatorEnable: def('authenticatorEnable', {
    summary: 'Finish enrolling with a first code; answers the recovery codes, once',
    body: authenticatorCode,
    response: recoveryCodes,
  }),
  authenticatorDisable: def('authenticatorDisable', {
    summary: 'Turn the authenticator off with a current code or a recovery code',
    body: authenticatorCode,
    response: z.null(),
  }),

  // Registration and partner sign-in.
  register: def('register', {
    summary: 'A company and its first user, Pending Verification; the activation link goes out by e-mail',
    body: registerInput,
    response: z.object({ userName: z.string(), email: z.string() }),
  }),
  verification: def('verification', {
    summary: 'Whose activation link this is (does not use it)',
    params: codeParam,
    response: verificationInfo,
  }),
  verifyAccount: def('verifyAccount', {
    summary: "Activate with the link's code (and a password when the account has none)",
    body: verifyAccountInput,
    response: z.object({ userName: z.string() }),
  }),
  partnerAppPublic: def('partnerAppPublic', {
    summary: 'The name of an active partner app, for the sign-in page it sends users to',
    params: idParam,
    response: partnerAppPublic,
  }),
  authCode: def('authCode', {
    summary: "Check a partner's sign-in code without using it: which app, which user",
    query: partnerCodeQuery,
    response: partnerCodeInfo,
  }),
  codeLogin: def('codeLogin', {
    summary: "Sign in with a partner's code (once, within its five minutes)",
    query: partnerCodeQuery,
    response: loginResult,
  }),
  mvpLogin: def('mvpLogin', {
    summary: 'Sign in at the portal for a partner app; answers the redirect with a one-time code',
    body: mvpLoginBody,
    response: mvpLoginResult,
  }),
  tokenLogin: def('tokenLogin', {
    summary: 'A browser signs in with a one-time exchange code from POST /tokenLogin/code (60 s, once)',
    query: tokenLoginQuery,
    response: loginResult,
  }),
  tokenLoginCode: def('tokenLoginCode', {
    summary: "A one-time code (60 s) that signs a browser in as the caller: a partner's hand-over, no token in a URL",
    response: tokenLoginCode,
  }),

  // The shell: notifications, disclaimers, settings, audit.
  notifications: def('notifications', {
    summary: "The caller's notifications, newest first (pageSize 3 by default)",
    query: notificationQuery,
    response: notificationPage,
  }),
  unreadCount: def('unreadCount', {
    summary: "How many of the caller's notifications are unread",
    response: z.object({ unread: z.number().int() }),
  }),
  markRead: def('markRead', {
    summary: "Mark the caller's notifications read: { ids } or { all: true }",
    body: markReadInput,
    response: z.object({ updated: z.number().int() }),
  }),
  countUnseenDisclaimers: def('countUnseenDisclaimers', {
    summary: 'How many disclaimers the caller has not agreed to yet (in data)',
    response: z.number().int(),
  }),
  disclaimers: def('disclaimers', {
    summary: 'The disclaimers that apply to the caller, with when they agreed',
    response: z.array(disclaimerRecord),
  }),
  agreeDisclaimer: def('agreeDisclaimer', {
    summary: 'Agree to one disclaimer (once; agreeing again keeps the first time)',
    params: idParam,
    response: z.object({ agreedAt: z.string() }),
  }),
  settings: def('settings', { summary: 'Terminal settings (defaults where unset)', response: settingsShape }),
  updateSettings: def('updateSettings', {
    summary: 'Change any of the settings',
    body: settingsUpdate,
    response: settingsShape,
  }),
  issuePartnerKey: def('issuePartnerKey', {
    summary: 'Issue or rotate the key; the answer is the only time it is shown',
    params: idParam,
    response: partnerAppKey,
  }),
  verifyAudit: def('verifyAudit', {
    summary: 'Check the hash chain: an edited or removed row shows',
    response: auditVerifyResult,
  }),
  jettyTable: def('jettyTable', {
    summary: 'The jetty table: per jetty number, its line names and hose names',
    response: z.array(jettyTableRow),
  }),
  berthList: def('berthList', {
    summary: 'Active berths with their jetty, 12 to a page',
    query: berthListQuery,
    response: paged(berthListRow),
  }),

  // Actions on master-data records beyond the standard shape.
  revalidateEmail: def('revalidateEmail', {
    summary: 'Send the address confirmation e-mail again',
    query: idParam,
    response: z.null(),
  }),
  freezeUser: def('freezeUser', { summary: 'Active → Deactivated', body: userIdBody, response: userRecord }),
  unfreezeUser: def('unfreezeUser', { summary: 'Deactivated → Active', body: userIdBody, response: userRecord }),
  unlockUser: def('unlockUser', {
    summary: 'End a sign-in lock (ten failures) before its thirty minutes',
    body: userIdBody,
    response: userRecord,
  }),
  uploadSds: def('uploadSds', {
    summary:
      'Upload a safety data sheet of a nomination\'s cargo (the id a nomination\'s; .jpg, .png or .pdf, 10 MB at most; multipart field "file")',
    params: idParam,
    upload: true,
    response: sdsRecord,
  }),
  sdsFiles: def('sdsFiles', {
    summary:
      "A nomination's safety data sheets; none: an empty list with msg 'No SDS file found for the given nomination ID.'",
    params: idParam,
    response: z.array(sdsRecord),
  }),
  sdsFile: def('sdsFile', {
    summary: 'Download a safety data sheet of a nomination',
    params: sdsFileParams,
    response: 'file',
  }),
  legacySdsFiles: def('legacySdsFiles', {
    summary:
      "A user's safety data sheets from before sheets were a nomination's, read-only (system admin, terminal logistics)",
    params: idParam,
    response: z.array(legacySdsRecord),
  }),
  legacySdsFile: def('legacySdsFile', {
    summary: "Download one of a user's safety data sheets from before sheets were a nomination's",
    params: sdsFileParams,
    response: 'file',
  }),
  approveCompany: def('approveCompany', {
    summary: 'Approve a self-registered company: others see it and it may nominate (terminal logistics, admin)',
    params: idParam,
    response: companyRecord,
  }),
  resolveEquipmentReport: def('resolveEquipmentReport', {
    summary: 'Resolve a report (terminal logistics)',
    params: idParam,
    body: equipmentResolveInput,
    response: equipmentReportRecord,
  }),
  liftUnqualified: def('liftUnqualified', {
    summary: 'Take a ship off the list, with a reason',
    params: idParam,
    body: liftInput,
    response: unqualifiedRecord,
  }),

  // Barging: lifecycle steps, requests, reports, the board.
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
  quantityNum: def('quantityNum', {
    summary: "Certificates of quantity waiting for the caller's signature (the menu badge)",
    response: countResult,
  }),
  billOfLadingNum: def('billOfLadingNum', {
    summary: "Bills of lading waiting for the caller's signature (the menu badge)",
    response: countResult,
  }),
  sendDocument: def('sendDocument', {
    summary: 'Send a draft for signing: its first PDF version is made (the maker)',
    params: idParam,
    response: documentRecord,
  }),
  signDocument: def('signDocument', {
    summary: 'Sign, drawn (a PNG) or typed, as the signer due: a new PDF version; the last signature seals it (PAdES)',
    params: idParam,
    body: signInput,
    response: documentRecord,
  }),
  refuseDocument: def('refuseDocument', {
    summary: 'Refuse to sign, with a reason: the maker revises it (the signer due)',
    params: idParam,
    body: refuseInput,
    response: documentRecord,
  }),
  documentPdf: def('documentPdf', {
    summary: 'The latest PDF version of a document',
    params: idParam,
    response: 'file',
  }),
  documentVersionPdf: def('documentVersionPdf', {
    summary: 'One PDF version of a document',
    params: documentVersionParams,
    response: 'file',
  }),
  verifyDocument: def('verifyDocument', {
    summary:
      'Check a PDF (multipart field "file"): valid, not the latest version, signature missing, or not valid (public)',
    upload: true,
    response: verifyResult,
  }),
  uploadStamp: def('uploadStamp', {
    summary: 'Set the terminal stamp (.png or .jpg, multipart field "file"; terminal logistics, admin)',
    upload: true,
    response: okResult,
  }),
  stampImage: def('stampImage', {
    summary: 'The terminal stamp image',
    response: 'file',
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
  excelVariance: def('excelVariance', {
    summary:
      'The variance report as .xlsx over a period of terminal days: every completed nomination, and a summary per customer and product',
    query: excelExportQuery,
    response: 'file',
  }),
  excelPilotJobs: def('excelPilotJobs', {
    summary:
      "Pilot jobs as .xlsx over a period of terminal days: a pilot's own, every job for the head of pilot (roles 10, 12)",
    query: excelExportQuery,
    response: 'file',
  }),
  excelBilling: def('excelBilling', {
    summary:
      'Billing records completed in a period of terminal days as .xlsx, with their charges and totals (terminal logistics)',
    query: excelExportQuery,
    response: 'file',
  }),
  billingRecords: def('billingRecords', {
    summary: 'Billing records, newest first, by customer, month (YYYY-MM) and status, with their lines',
    query: billingListQuery,
    response: paged(billingRecord),
  }),
  billingRecord: def('billingRecord', {
    summary: 'A billing record with its lines',
    params: idParam,
    response: billingRecord,
  }),
  approveBilling: def('approveBilling', {
    summary: 'Approve a Draft billing record',
    params: idParam,
    response: billingRecord,
  }),
  correctBilling: def('correctBilling', {
    summary: "Correct a Draft's line (quantity, unit price) with a reason",
    params: idParam,
    body: correctLineInput,
    response: billingRecord,
  }),
  creditBilling: def('creditBilling', {
    summary: 'Credit an Approved or Invoiced record with a reason (a negative line)',
    params: idParam,
    body: creditInput,
    response: billingRecord,
  }),
  invoiceBilling: def('invoiceBilling', {
    summary: 'Mark the Approved records completed in a period Invoiced (after their export)',
    body: invoiceInput,
    response: invoiceResult,
  }),
  pilotageBoard: def('pilotageBoard', {
    summary: 'Pilots, tugs and the pilot jobs of a period of terminal days (at most 14), with the planning rules',
    query: pilotageBoardQuery,
    response: pilotageBoard,
  }),
  assignPilotJob: def('assignPilotJob', {
    summary: 'Put a pilot (or none) and tugs on a job; refused (409) with every broken rule',
    params: idParam,
    body: pilotAssignInput,
    response: pilotJobRecord,
  }),
  autoAssignPilots: def('autoAssignPilots', {
    summary: "Propose pilots and tugs for a terminal day's open jobs within every rule (nothing is written)",
    body: autoAssignInput,
    response: autoAssignResult,
  }),
  acceptPilotAssignments: def('acceptPilotAssignments', {
    summary: 'Apply proposed assignments in one transaction: all pass the rules, or none is made',
    body: acceptAssignmentsInput,
    response: z.array(pilotJobRecord),
  }),
  addShiftingJob: def('addShiftingJob', {
    summary: 'Add a shifting job to a booked nomination that is not pilot exempt',
    body: shiftingInput,
    response: pilotJobRecord,
  }),
  cancelPilotJob: def('cancelPilotJob', {
    summary: 'Cancel a job not yet started, with a reason',
    params: idParam,
    body: cancelJobInput,
    response: pilotJobRecord,
  }),
  pilotJobs: def('pilotJobs', {
    summary: "The caller's pilot jobs (today, upcoming or past): a pilot's own, every job for the head of pilot",
    query: pilotJobListQuery,
    response: paged(pilotJobRecord),
  }),
  confirmPilotJob: def('confirmPilotJob', {
    summary: 'The pilot confirms a requested job',
    params: idParam,
    body: jobStepInput,
    response: pilotJobRecord,
  }),
  startPilotJob: def('startPilotJob', {
    summary: 'The pilot starts a job (actual start: now unless given)',
    params: idParam,
    body: jobStepInput,
    response: pilotJobRecord,
  }),
  completePilotJob: def('completePilotJob', {
    summary: 'The pilot completes a job with its actual times (end: now unless given)',
    params: idParam,
    body: jobStepInput,
    response: pilotJobRecord,
  }),
  dashboard: def('dashboard', {
    summary:
      "The dashboard's figures for a period of terminal days (the last 30 by default): the terminal's, or a customer's own",
    query: dashboardQuery,
    response: dashboardResult,
  }),
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
  accept: def('accept', {
    summary: 'Accept proposals together: all are assigned, or none if one breaks a rule',
    body: acceptInput,
    response: z.array(nominationRecord),
  }),
} as const satisfies Record<string, ApiDef>;

export type ApiName = keyof typeof API;
type Def<N extends ApiName> = (typeof API)[N];
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What the caller sends: path parameters, query and body, each only where the call has one. */
export type ApiArgs<N extends ApiName> = (Def<N> extends { params: z.ZodType }
  ? { params: Input<Def<N>['params']> }
  : { params?: undefined }) &
  (Def<N> extends { query: z.ZodType } ? { query: Input<Def<N>['query']> } : { query?: undefined }) &
  (Def<N> extends { body: z.ZodType } ? { body: Input<Def<N>['body']> } : { body?: undefined });
/** What the call answers in the envelope's data (a Blob for downloads). */
export type ApiResult<N extends ApiName> = Def<N>['response'] extends z.ZodType ? z.output<Def<N>['response']> : Blob;
