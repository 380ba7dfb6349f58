import type { Http } from '../dataProvider/http';
import { storeToken } from '../dataProvider/session';
import type { SignInCalls } from './LoginForm';

interface Session { token: string; landing: string }

/** The sign-in calls over one HTTP function; a session, once given, is stored and its landing page loaded afresh. */
export function signInCalls(http: Http): SignInCalls {
  const enter = (s: Session) => {
    storeToken(s.token);
    window.location.replace(s.landing);
  };
  return {
    signIn: async (username, password, code) =>
      enter(await http<Session>('/login', { method: 'POST', body: { username, password, ...(code ? { code } : {}) }, quiet: true })),
    authenticatorEnabled: async (username) => (await http<{ enabled: boolean }>('/getPasswordAuthenticatorStatus', { query: { username }, quiet: true })).enabled,
    sendBargeCode: (username) => http('/bargeAuthCode', { query: { username }, quiet: true }),
    bargeSignIn: async (username, code) => enter(await http<Session>('/bargeLogin', { method: 'POST', body: { username, code }, quiet: true })),
  };
}
