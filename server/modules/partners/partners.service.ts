import { createHash } from 'node:crypto';
import { isSystemAdmin } from '../../../contract/permissions.js';
import type { FastifyRequest } from 'fastify';
import { STEPS } from '../../../contract/lifecycle.js';
import { writeAudit } from '../../platform/audit.js';
import { badRequest, notFound, unauthorized } from '../../platform/errors.js';
import { findLiveSession, hashToken } from '../../platform/sessions.js';
import { findUserById, findUserByName } from '../auth/auth.repository.js';
import { startSession } from '../auth/auth.service.js';
import { provePassword } from '../auth/auth.proof.js';
import { findLinkCode, issueLinkCode, spendCode } from '../../platform/oneTimeCodes.js';
import { readClaims, signatureOk } from './partners.signing.js';
import * as repo from './partners.repository.js';
import { MINUTE } from '../../../contract/time.js';

/** A partner's sign-in code lives at most five minutes; the portal's code for a partner two. */
const PARTNER_CODE_MAX_S = 300;
const PORTAL_CODE_TTL_MS = 120_000;
/** A signed partner request must be this fresh (replays of old ones are refused). */
const REQUEST_WINDOW_MS = 300_000;

type App = repo.PartnerApp;

async function activeApp(request: FastifyRequest, id: number): Promise<App> {
  const app = await repo.findPartnerApp(request.server.db, id);
  if (!app || !app.active || !app.keyHash) throw unauthorized('spec.codeError');
  return app;
}

const scopesOf = (scope: string) => scope.split(/[\s,]+/).filter(Boolean);

/** Everything a partner's sign-in code must satisfy, checked before it is used. */
async function checkCode(request: FastifyRequest, code: string) {
  const read = readClaims(code);
  if (!read) throw unauthorized('spec.codeError');
  const { claims } = read;
  const app = await activeApp(request, claims.app);
  if (!signatureOk(app.keyHash!, read.body, read.signature)) throw unauthorized('spec.codeError');
  const now = request.server.clock().getTime() / 1000;
  const fresh = claims.iat <= now + 30 && now < claims.exp && claims.exp - claims.iat <= PARTNER_CODE_MAX_S;
  const bound =
    claims.redirectUri === app.redirectUri && scopesOf(claims.scope).every((s) => scopesOf(app.scope).includes(s));
  if (!fresh || !bound) throw unauthorized('spec.codeError');
  const user = await findUserByName(request.server.db, claims.user);
  // Partners send company users in, never the system administrator.
  if (!user || user.status !== 'Active' || isSystemAdmin(user)) throw unauthorized('spec.codeError');
  return { app, claims, user, jtiHash: createHash('sha256').update(`partner:${app.id}:${claims.jti}`).digest('hex') };
}

/** `GET /authCode?code=`: who a partner's code signs in, without using it (the confirmation page shows it). */
export async function describeCode(request: FastifyRequest, code: string) {
  const { app, claims, user, jtiHash } = await checkCode(request, code);
  if (await repo.partnerCodeUsed(request.server.db, jtiHash)) throw unauthorized('spec.codeError');
  return { appName: app.name, userName: user.userName, scope: claims.scope };
}

/** `GET /codeLogin?code=`: a partner's code, once, for a session of the user it names. */
export async function codeLogin(request: FastifyRequest, code: string) {
  const { app, claims, user, jtiHash } = await checkCode(request, code);
  const { db, clock } = request.server;
  const fresh = await repo.spendPartnerCode(db, {
    userId: user.id,
    appId: app.id,
    jtiHash,
    expiresAt: new Date(claims.exp * 1000),
    now: clock(),
  });
  if (!fresh) throw unauthorized('spec.codeError');
  return startSession(request, user, `partner ${app.name}`);
}

/**
 * `POST /mvpLogin`: a user signs in at the portal on behalf of a partner app; the answer is where
 * to send the browser: the app's registered redirect URI with a one-time code (and the state it gave).
 */
export async function mvpLogin(
  request: FastifyRequest,
  body: { username: string; password: string; code?: string; appId: number; redirectUri: string; state?: string },
) {
  const app = await activeApp(request, body.appId);
  if (body.redirectUri !== app.redirectUri) throw badRequest('spec.invalidUrl');
  const { db, clock } = request.server;
  // Partners send company users in, never the system administrator.
  const user = await provePassword(request, {
    username: body.username,
    password: body.password,
    code: body.code,
    method: `partner ${app.name}`,
    allowed: (u) => !isSystemAdmin(u),
  });
  const code = await db.transaction(async (tx) => {
    const c = await issueLinkCode(tx, user.id, 'partner', clock(), PORTAL_CODE_TTL_MS, {
      app: app.id,
      redirectUri: app.redirectUri,
    });
    await writeAudit(tx, request, {
      action: 'partnerAuthorize',
      entity: 'partnerApp',
      entityId: app.id,
      actor: { id: user.id, userName: user.userName, role: user.role },
    });
    return c;
  });
  const target = new URL(app.redirectUri);
  target.searchParams.set('code', code);
  if (body.state) target.searchParams.set('state', body.state);
  return { redirect: target.toString() };
}

/** A partner's server call: signed over `message` with a fresh timestamp (headers x-partner-app, x-partner-timestamp, x-partner-signature). */
async function signedPartner(request: FastifyRequest, message: string, timestampMs?: number): Promise<App> {
  const id = Number(request.headers['x-partner-app']);
  const stamp = timestampMs ?? Number(request.headers['x-partner-timestamp']);
  const signature = String(request.headers['x-partner-signature'] ?? '');
  if (!Number.isInteger(id) || id <= 0 || !Number.isFinite(stamp) || !signature) throw unauthorized('spec.codeError');
  const app = await activeApp(request, id);
  if (Math.abs(request.server.clock().getTime() - stamp) > REQUEST_WINDOW_MS) throw unauthorized('spec.codeError');
  if (!signatureOk(app.keyHash!, `${stamp}|${message}`, signature)) throw unauthorized('spec.codeError');
  return app;
}

/** `GET /mvpAuthCode?code=`: the partner's server turns the one-time code into an access token (a portal session). */
export async function mvpAuthCode(request: FastifyRequest, code: string) {
  const app = await signedPartner(request, code);
  const { db, clock } = request.server;
  const row = await findLinkCode(db, 'partner', code);
  if (!row || row.usedAt || row.expiresAt.getTime() <= clock().getTime() || row.data.app !== app.id)
    throw unauthorized('spec.codeError');
  if (!(await spendCode(db, row.id, clock()))) throw unauthorized('spec.codeError');
  const user = await repo.partnerUser(db, row.userId);
  if (!user || user.status !== 'Active') throw unauthorized('spec.codeError');
  const session = await startSession(request, user, `partner ${app.name}`);
  const found = await findLiveSession(db, hashToken(session.token));
  return {
    accessToken: session.token,
    userName: user.userName,
    nickName: user.nickName,
    companyName: user.companyName,
    expiresAt: found!.expiresAt.toISOString(),
  };
}

/** How long a browser hand-over code lives: long enough for a redirect, too short to be worth stealing. */
const TOKEN_LOGIN_CODE_TTL_MS = MINUTE;

/**
 * `POST /tokenLogin/code`: a one-time code that signs a browser in as the caller (a partner opens
 * the portal for its user). The session token itself never travels in an address, where logs,
 * history and Referer headers would keep it.
 */
export async function tokenLoginCode(request: FastifyRequest) {
  const { db, clock } = request.server;
  const now = clock();
  const code = await issueLinkCode(db, request.principal!.id, 'token_login', now, TOKEN_LOGIN_CODE_TTL_MS);
  return { code, expiresAt: new Date(now.getTime() + TOKEN_LOGIN_CODE_TTL_MS).toISOString() };
}

/** `GET /tokenLogin?accessToken=<code>`: the browser spends the hand-over code, once, for a session of its own. */
export async function tokenLogin(request: FastifyRequest, code: string) {
  const { db, clock } = request.server;
  const row = await findLinkCode(db, 'token_login', code);
  if (!row || row.usedAt || row.expiresAt.getTime() <= clock().getTime()) throw unauthorized('spec.loginExpired');
  if (!(await spendCode(db, row.id, clock()))) throw unauthorized('spec.loginExpired');
  const user = await findUserById(db, row.userId);
  if (!user || user.status !== 'Active') throw unauthorized('spec.loginExpired');
  return startSession(request, user, 'partner hand-over');
}

/** `GET /getMvpCompany`: the company a vessel belongs to, for a partner (signed over imo and timestamp). */
export async function mvpCompany(
  request: FastifyRequest,
  q: { imo: string; timestamp: number; cancellable?: 'true' | 'false' },
) {
  await signedPartner(request, q.imo, q.timestamp);
  const { db } = request.server;
  const ship = await repo.shipByImo(db, q.imo);
  if (!ship) throw notFound();
  const result = { imo: ship.imo, shipName: ship.name, companyCode: ship.companyCode, companyName: ship.companyName };
  if (q.cancellable !== 'true') return result;
  const open = await repo.bargeNominationsIn(db, ship.id, STEPS.revoke.from);
  return { ...result, cancellableNominations: open };
}
