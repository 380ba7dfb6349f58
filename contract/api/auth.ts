/** Signing in and the session (spec §7), registration and partner sign-in. */
import { z } from 'zod';
import { def, type ApiDef } from './def.js';
import { idParam } from '../schemas/common.js';
import { getInfoResult, loginBody, loginResult, updatePassBody, updatePassEmailBody } from '../schemas/auth.js';
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
} from '../schemas/accounts.js';
import {
  mvpLoginBody,
  mvpLoginResult,
  partnerAppPublic,
  partnerCodeInfo,
  partnerCodeQuery,
  tokenLoginQuery,
  tokenLoginCode,
} from '../schemas/partners.js';
import { publicSettings } from '../schemas/disclaimers.js';
import { apiRootInfo } from '../schemas/system.js';

export const AUTH_API = {
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
} as const satisfies Record<string, ApiDef>;
