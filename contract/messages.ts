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
} as const;
