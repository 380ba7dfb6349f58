import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows, type ActionOf, type Resource } from '../../contract/permissions.js';
import { forbidden, unauthorized } from './errors.js';
import { findLiveSession, hashToken, isExpired, touchSession } from './sessions.js';
import type { Access } from './types.js';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header.trim());
  return match?.[1];
}

/** Every /api route must say who may call it; forgetting is a start-up error, not an open door. */
function requireDeclaredAccess(app: FastifyInstance): void {
  app.decorate('accessRules', new Map<string, Access>());
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${url} declares no access rule`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.accessRules.set(`${method} ${url}`, access);
  });
}

/**
 * The server guard: resolves the caller from the bearer token (401 when missing, unknown, revoked or
 * expired) and applies the route's rule from contract/permissions.ts (403). Data scope is the
 * repositories' job.
 */
export function registerGuard(app: FastifyInstance): void {
  app.decorateRequest('principal', null);
  requireDeclaredAccess(app);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const now = app.clock();
    const tokenHash = hashToken(token);
    let found = app.sessionCache.get(tokenHash, now.getTime());
    if (!found) {
      found = await findLiveSession(app.db, tokenHash);
      if (!found) throw unauthorized('spec.loginExpired');
      app.sessionCache.set(tokenHash, found, now.getTime());
    }
    if (isExpired(found, now)) throw unauthorized('spec.loginExpired');
    if (found.user.status !== 'Active') throw unauthorized('spec.accountExpired');
    await touchSession(app.db, found, now);
    const { user } = found;
    request.principal = {
      id: user.id,
      userName: user.userName,
      nickName: user.nickName,
      userType: user.userType,
      role: user.role,
      companyId: user.companyId,
      shipId: user.shipId,
      pilotId: user.pilotId,
      sessionId: found.sessionId,
    };
    if (access !== 'authenticated' && !allows(request.principal, access)) throw forbidden();
  });
}

/**
 * A module's route rules on one resource: `const rule = accessTo('users')` then
 * `config: rule('update')`, an action the table lacks for that resource does not compile.
 */
export const accessTo =
  <R extends Resource>(resource: R) =>
  (action: ActionOf<R>) => ({ access: { resource, action } });

/** The principal of a route that is not public; the guard guarantees it. */
export function callerOf(request: FastifyRequest) {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
