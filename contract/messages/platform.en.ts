/**
 * Texts of the platform both sides need, the ones the sign-in page loads: the spec's fixed messages
 * (verbatim, spec §5 and §8) and the server's own refusals. English is the source of truth;
 * `platform.zh.ts` must match it key for key (checked by the type and by a test).
 */
export const platformEn = {
  spec: {
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
    statusError: 'interface%{status}error',
  },
  server: {
    badCredentials: 'Incorrect user name or password',
    notSignedIn: 'Please sign in to continue',
    forbidden: 'You do not have permission to do this',
    notFound: 'Not found',
    routeNotFound: 'Not found: %{method} %{path}',
    badRequest: 'Bad request',
    serverErrorId: 'Server Error (request id %{requestId})',
    wrongOldPassword: 'The current password is incorrect',
    samePassword: 'The new password must differ from the current one',
    badJson: 'The request body is not valid JSON',
    tooLarge: 'The request body is too large',
    badContentType: 'Unsupported content type: send application/json',
    tooMany: 'Too many requests, please try again later',
    unavailable: 'The service is temporarily unavailable',
    passwordNeeded: 'Choose a password to activate this account',
    companyWaiting: "Your company is waiting for the terminal's approval: nominations open once it is approved",
    codeSent: 'If the account exists, a code has been sent to its e-mail address',
    authenticatorRequired: 'Enter the code from your authenticator app',
    badIdempotencyKey: 'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores',
    idempotencyMismatch: 'This Idempotency-Key was already used for a different request',
    idempotencyDone: 'This request was already carried out; reload to see its result',
    idempotencyRunning: 'A request with this key is still being carried out; try again shortly',
  },
  /** Joins several messages into one answer (a refusal naming several rules). */
  list: { items: '%{items}', separator: '; ' },
} as const;
