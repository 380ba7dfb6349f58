import type { Message } from '../../contract/messages/render';

/** Browser storage keys of spec §9. */
export const STORAGE = {
  userToken: 'User-Token',
  adminToken: 'Admin-Token',
  pageState: 'berth.pageState',
  loginNotice: 'berth.loginNotice',
  readBargeLetter: 'berth.readBargeLetter',
  termsAgreedPrefix: 'berth.terms.',
} as const;

/** All calls carry the admin token (spec §7); the user token of a partner sign-in stands in when alone. */
export function currentToken(): string | null {
  return localStorage.getItem(STORAGE.adminToken) ?? localStorage.getItem(STORAGE.userToken);
}

export function storeToken(token: string): void {
  localStorage.setItem(STORAGE.adminToken, token);
}

/** Logout clears both stored tokens (spec §7). */
export function clearTokens(): void {
  localStorage.removeItem(STORAGE.adminToken);
  localStorage.removeItem(STORAGE.userToken);
}

/** What a 401 clears (spec §8): the saved page state and the admin token. */
export function clearOnSessionExpiry(): void {
  sessionStorage.removeItem(STORAGE.pageState);
  localStorage.removeItem(STORAGE.adminToken);
}

/** The 401 message (English text, and its key for the user's language) travels to the sign-in page, which shows it for its 15 s (spec §8). */
export interface LoginNotice {
  message: string;
  detail?: Message;
}

/** Set when this page has left a notice and is on its way to /login by a full load. */
let leaving = false;

export function leaveLoginNotice(notice: LoginNotice): void {
  leaving = true;
  sessionStorage.setItem(STORAGE.loginNotice, JSON.stringify({ message: notice.message, detail: notice.detail }));
}

export function takeLoginNotice(): LoginNotice | null {
  const stored = sessionStorage.getItem(STORAGE.loginNotice);
  // react-admin may show its sign-in page in this page before the full load to /login replaces it:
  // that page may read the notice but must leave it for the page the user will actually see.
  if (!leaving) sessionStorage.removeItem(STORAGE.loginNotice);
  if (!stored) return null;
  try {
    const notice = JSON.parse(stored) as LoginNotice;
    return typeof notice.message === 'string' ? notice : null;
  } catch {
    return { message: stored };
  }
}
