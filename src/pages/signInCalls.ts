import type { Http } from '../dataProvider/http';
import { createSignedOutApi } from '../dataProvider/signedOutApi';
import { storeToken } from '../dataProvider/session';
import type { SignInCalls } from './LoginForm';

/** The sign-in calls over one HTTP function; a session, once given, is stored and its landing page loaded afresh. */
export function signInCalls(http: Http): SignInCalls {
  const api = createSignedOutApi(http);
  const enter = (s: { token: string; landing: string }) => {
    storeToken(s.token);
    window.location.replace(s.landing);
  };
  return {
    signIn: async (username, password, code) =>
      enter(await api('login', { body: { username, password, ...(code ? { code } : {}) }, quiet: true })),
    authenticatorEnabled: async (username) =>
      (await api('authenticatorStatus', { query: { username }, quiet: true })).enabled,
    sendBargeCode: (username) => api('bargeAuthCode', { query: { username }, quiet: true }),
    bargeSignIn: async (username, code) => enter(await api('bargeLogin', { body: { username, code }, quiet: true })),
  };
}
