import type { AuthProvider, UserIdentity } from 'ra-core';
import { canAccessNamed, isBarge } from '../../contract/permissions';
import type { GetInfoResult } from '../../contract/schemas/auth';
import { createApi } from '../dataProvider/api';
import type { Http } from '../dataProvider/http';
import { ApiError } from '../dataProvider/unwrapEnvelope';
import { clearTokens, currentToken, storeToken } from '../dataProvider/session';

/** react-admin's action names for the views, in the words of contract/permissions.ts. */
const RA_ACTIONS: Record<string, string> = { edit: 'update', show: 'read', export: 'list', clone: 'create' };

interface BerthPermissions {
  userType: number;
  role: number;
  menus: string[];
  landing: string;
}

export interface BerthAuthProvider extends AuthProvider {
  /** The signed-in user's getInfo, cached for the session and dropped on logout. */
  info(): Promise<GetInfoResult>;
  /** Drops the cached getInfo after the user changed it (e-mail, authenticator). */
  forgetInfo(): void;
}

/** Barge users see "userName (nickName)" (spec §3). */
function displayName(user: GetInfoResult['user']): string {
  return isBarge(user) ? `${user.userName} (${user.nickName})` : user.nickName || user.userName;
}

export function createAuthProvider(http: Http): BerthAuthProvider {
  const api = createApi(http);
  let cached: Promise<GetInfoResult> | null = null;
  const info = () => {
    // Without a token there is nobody to ask about: no call, no 401 notice on the login page.
    if (!currentToken()) return Promise.reject(new Error('ra.auth.auth_check_error'));
    cached ??= api('getInfo').catch((e: unknown) => {
      cached = null;
      throw e;
    });
    return cached;
  };

  return {
    info,
    forgetInfo: () => {
      cached = null;
    },
    async login({ username, password }: { username: string; password: string }) {
      const res = await api('login', { body: { username, password }, quiet: true });
      storeToken(res.token);
      cached = null;
      return { redirectTo: res.landing };
    },
    async logout() {
      if (currentToken()) await http('/logout', { method: 'POST' }).catch(() => undefined);
      clearTokens();
      cached = null;
      return '/login';
    },
    async checkAuth() {
      if (!currentToken()) throw new Error('ra.auth.auth_check_error');
    },
    async checkError(error: unknown) {
      if (error instanceof ApiError && error.status === 401) {
        clearTokens();
        cached = null;
        // The HTTP layer has shown the server's message for 15 s already.
        throw { message: false, redirectTo: '/login' };
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      const { user } = await info();
      return { id: user.userId, fullName: displayName(user) };
    },
    async getPermissions(): Promise<BerthPermissions> {
      const res = await info();
      return { userType: res.user.userType, role: res.user.role, menus: res.menus, landing: res.landing };
    },
    async canAccess({ action, resource }) {
      if (!currentToken()) return false;
      const { user } = await info();
      return canAccessNamed(user, RA_ACTIONS[action] ?? action, resource);
    },
  };
}
