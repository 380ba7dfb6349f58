/**
 * The spec's fixed user-facing texts, verbatim (spec §5, §8). Both locales carry them under
 * `berth.spec.*`; the server answers with the English text as `msg`.
 */
export const SPEC_MESSAGES = {
  passwordRule:
    'New Password needs to be at least 12 characters long and should contain an upper case, lower case, digit and special character (!, @, $, %, ^, &, *, +, #)',
  passwordMismatch: 'New Passwords do not match',
  reasonRequired: 'A reason is required',
  enterRejectReason: 'Please enter a reason for rejection',
  requiredField: 'Required field must be filled in',
  sameUser: 'Cannot add the same user!',
  invalidUrl: 'The URL is invalid or has been confirmed.',
  serverError: 'Server Error',
  loginExpired: 'Your login status has expired, you can stay on this page or log in again',
  accountExpired: 'Your account has expired',
  documentInvalid: 'Document is invalid',
  documentNotValid: 'This document is not valid. Please upload a valid document.',
  pdfNotLatest: 'This PDF is not the latest version.',
  signatureMissing: 'Document has been signed but signature is not present in the document.',
  codeError: 'code error',
  networkError: 'Interface connection exception',
  timeout: 'Request timed out',
  noSdsFile: 'No SDS file found for the given nomination ID.',
  trialNotice: 'Documents and signatures generated during the trial are not legally binding.',
} as const;

/** 'interface{status}error' of spec §8, for a failed status with no envelope. */
export const statusErrorText = (status: number): string => `interface${status}error`;

/** Messages of our own (not in the spec) that the server sends as `msg`. */
export const SERVER_MESSAGES = {
  badCredentials: 'Incorrect user name or password',
  notSignedIn: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  wrongOldPassword: 'The current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  badJson: 'The request body is not valid JSON',
  tooLarge: 'The request body is too large',
  badContentType: 'Unsupported content type: send application/json',
  tooMany: 'Too many requests, please try again later',
  unavailable: 'The service is temporarily unavailable',
  passwordNeeded: 'Choose a password to activate this account',
  companyExists: 'A company of this name is already registered',
  codeSent: 'If the account exists, a code has been sent to its e-mail address',
  authenticatorRequired: 'Enter the code from your authenticator app',
} as const;

/** Field rules of the master data, shared by the server's schemas and the browser's forms. */
export const VALIDATION_MESSAGES = {
  imo: 'IMO number must be 7 digits with a valid check digit',
  lei: 'LEI must be 20 characters with valid ISO 17442 check digits',
  uen: 'UEN does not match a Singapore format',
  country: 'Country must be an ISO 3166 code',
  email: 'Enter a valid e-mail address',
  url: 'Enter a valid web address starting with http:// or https://',
  loaRange: 'Minimum LOA must be below maximum LOA',
  positive: 'Enter a number greater than zero',
  userTypeRole: 'This role does not belong to this user type',
  duplicateName: 'Names must be unique in this list',
  timeZone: 'Unknown time zone',
  date: 'Enter a date as YYYY-MM-DD',
} as const;

/** Refusals of the master data that are not validation of a single field. */
export const RECORD_MESSAGES = {
  duplicate: 'A record with the same value already exists',
  missingReference: 'A referenced record does not exist',
  imoTaken: 'A ship with this IMO number already exists',
  codeTaken: 'A company with this code already exists',
  tankNumberTaken: 'A tank with this number already exists',
  jettyNumberTaken: 'A jetty with this number already exists',
  productTaken: 'A product with this name already exists',
  alreadyBlacklisted: 'This ship is already on the unqualified list',
  alreadyLifted: 'This entry has already been lifted',
  alreadyResolved: 'This report has already been resolved',
  ownCompanyOnly: 'You can only manage records of your own company',
  bargesOnly: 'Barge operators manage barges only',
  fileType: 'Only .jpg, .png and .pdf files can be uploaded',
  fileContent: 'The file content does not match its .jpg, .png or .pdf name',
  fileTooLarge: 'The file is larger than 10 MB',
  fileMissing: 'Choose a file to upload',
  cannotFreezeSelf: 'You cannot deactivate your own account',
  notFrozen: 'Only a deactivated user can be reactivated',
  notActive: 'Only an active user can be deactivated',
} as const;

/** Refusals of the barging workflow (nominations, change requests, reports). */
export const NOMINATION_MESSAGES = {
  notBarge: 'Choose a barge, not a vessel',
  unqualifiedBarge: 'This barge is on the unqualified list and cannot be nominated',
  tankProduct: 'The tank holds another product',
  qtyAboveMax: 'Quantity must not exceed the nominated quantity max',
  useChangeRequest: 'This nomination has been acknowledged: send a change request to change its details',
  terminalFields: 'Only terminal staff set the pilot',
  psaOnly: 'Only terminal logistics sets the PSA contact number',
  surveyorCompanies: 'Surveyors must be active surveying companies',
  closed: 'This nomination is completed or cancelled',
  requestState: 'Change requests can be made once the nomination is acknowledged and until it is booked',
  requestPending: 'A request of this type is already pending for this nomination',
  requestDecided: 'This request has already been decided',
  noChange: 'The request proposes the values the nomination already has',
  notHighVariance: 'This nomination is not high variance',
  noRecipients: 'No e-mail address is known for the parties of this nomination',
  assignmentRefused: 'The berth cannot take this nomination',
  periodOrder: 'The period must end after it starts',
  periodTooLong: 'The period can be at most 31 days',
  stepRefused: 'A nomination that is %{status} cannot be %{action}',
} as const;

/** Mooring reports: the order of the times and the nomination they belong to. */
export const MOORING_MESSAGES = {
  order: 'Times must run first line ashore, all fast, cast off',
  noBerth: 'The nomination has no berth yet',
} as const;

/** The English text of a violation; the browser has the same texts under berth.rules.* in both languages. */
export const RULE_TEXTS = {
  berthInactive: 'Berth %{berth} is not in service',
  loaAbove: 'LOA %{loa} m exceeds berth %{berth} max %{max} m',
  loaBelow: 'LOA %{loa} m is below berth %{berth} min %{min} m',
  noLine: 'Jetty %{jetty} has no line for %{product}',
  jettyClosed: 'Jetty %{jetty} is closed by open equipment report #%{report} (%{equipment})',
  unqualified: 'Barge %{barge} is on the unqualified list',
  beforeReadiness: 'Berth time %{start} is before the barge readiness time %{readiness}',
  overlap: 'Berth %{berth} is occupied %{from} – %{to} by nomination #%{other} (%{buffer} min changeover)',
} as const;


/** Notification texts (HTML: the values are escaped by the server before filling in). */
export const NOTICE_TEXTS = {
  moved: 'Barging Nomination <b>#%{id}</b> (%{barge}) is now <b>%{status}</b>',
  requestMade: 'A change request was made for Barging Nomination <b>#%{id}</b> (%{barge})',
  requestDecided: 'The change request for Barging Nomination <b>#%{id}</b> was <b>%{decision}</b>',
} as const;

/** A message template's %{placeholders} filled in (the browser's catalogue uses the same ones). */
export const fillText = (text: string, params: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
