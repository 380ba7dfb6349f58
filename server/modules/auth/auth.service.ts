import type { FastifyRequest } from 'fastify';
import { landingFor, menusFor } from '../../../contract/menus.js';
import { msg } from '../../../contract/messages/index.js';
import type { GetInfoResult, LoginBody, UpdatePassBody, UpdatePassEmailBody } from '../../../contract/schemas/auth.js';
import { queueMail } from '../../platform/mail.js';
import { sameUserExists } from '../users/users.repository.js';
import { badRequest, conflict, unauthorized } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { createSession, revokeAllSessions, revokeSession } from '../../platform/sessions.js';
import { writeAudit } from '../../platform/audit.js';
import { callerOf } from '../../platform/guard.js';
import * as repo from './auth.repository.js';
import { provePassword } from './auth.proof.js';
import { settingsOf } from '../settings/settings.service.js';

/**
 * Sign-in. Unknown user, wrong password, locked and deactivated accounts all answer the same
 * generic message after the same work (provePassword), so the answer never tells which it was.
 */
export async function login(request: FastifyRequest, body: LoginBody): Promise<{ token: string; landing: string }> {
  const user = await provePassword(request, { ...body, method: 'password' });
  return startSession(request, user, 'password');
}

/** A new session for a user who has proved who they are, with its audit entry; the answer of every sign-in. */
export async function startSession(
  request: FastifyRequest,
  user: {
    id: number;
    userName: string;
    role: number;
    userType: number;
    failedLogins?: number;
    lockedUntil?: Date | null;
  },
  method: string,
): Promise<{ token: string; landing: string }> {
  const { db, clock } = request.server;
  const token = await db.transaction(async (tx) => {
    if (user.failedLogins || user.lockedUntil) await repo.clearFailedLogins(tx, user.id);
    const t = await createSession(tx, {
      userId: user.id,
      kind: 'admin',
      now: clock(),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await writeAudit(tx, request, {
      action: 'login',
      entity: 'session',
      entityId: user.id,
      actor: { id: user.id, userName: user.userName, role: user.role },
      after: { method },
    });
    return t;
  });
  return { token, landing: landingFor(user) };
}

export async function logout(request: FastifyRequest): Promise<void> {
  const caller = callerOf(request);
  const { db, clock } = request.server;
  await db.transaction(async (tx) => {
    await revokeSession(tx, caller.sessionId, clock());
    await writeAudit(tx, request, { action: 'logout', entity: 'session', entityId: caller.id });
  });
  request.server.sessionCache.forgetSession(caller.sessionId);
  request.server.notificationHub.closeSession(caller.sessionId);
}

export async function getInfo(request: FastifyRequest): Promise<GetInfoResult> {
  const caller = callerOf(request);
  const row = await repo.findUserWithCompany(request.server.db, caller.id);
  if (!row) throw unauthorized();
  const { user } = row;
  return {
    user: {
      userId: user.id,
      userName: user.userName,
      nickName: user.nickName,
      email: user.email,
      role: user.role,
      userType: user.userType,
      companyId: user.companyId,
      companyName: row.companyName,
      status: user.status,
    },
    // The partner platform's vessel payment feature is not offered by this terminal.
    mvpVesselPayFlag: false,
    menus: menusFor(user),
    landing: landingFor(user),
    profileEditable: false,
    timeZone: (await settingsOf(request)).timeZone,
    authenticator: user.totpEnabledAt !== null,
    companyApproved: row.companyApproved !== false,
  };
}

/**
 * Changes the caller's password and revokes every session of theirs, this one included. Barge
 * users never get here: the route's rule (contract/permissions.ts) refuses them.
 */
export async function updatePassword(request: FastifyRequest, body: UpdatePassBody): Promise<void> {
  const caller = callerOf(request);
  const { db, clock } = request.server;
  const user = await repo.findUserById(db, caller.id);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw badRequest('server.wrongOldPassword');
  if (body.oldPassword === body.password) throw badRequest('server.samePassword');
  const passwordHash = await hashPassword(body.password);
  const now = clock();
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, caller.id, passwordHash, now);
    await revokeAllSessions(tx, caller.id, now);
    // The audit row says that the password changed, never what it is.
    await writeAudit(tx, request, { action: 'update_password', entity: 'user', entityId: caller.id });
  });
  request.server.sessionCache.forgetUser(caller.id);
}

/**
 * Changes the caller's e-mail address after checking the password; the old address is told, so a
 * stolen session cannot quietly redirect sign-in codes and links.
 */
export async function updatePassEmail(request: FastifyRequest, body: UpdatePassEmailBody): Promise<{ email: string }> {
  const caller = callerOf(request);
  const { db, clock } = request.server;
  const user = await repo.findUserById(db, caller.id);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, body.password))) throw badRequest('server.wrongOldPassword');
  await db.transaction(async (tx) => {
    if (await sameUserExists(tx, undefined, body.email, caller.id)) throw conflict('spec.sameUser');
    const now = clock();
    await repo.setEmail(tx, caller.id, body.email, now);
    if (user.email !== body.email) {
      await queueMail(
        tx,
        {
          to: user.email,
          subject: msg('mail.emailChanged.subject'),
          body: msg('mail.emailChanged.body', { userName: user.userName, email: body.email }),
        },
        now,
      );
    }
    await writeAudit(tx, request, {
      action: 'updatePassEmail',
      entity: 'user',
      entityId: caller.id,
      before: { email: user.email },
      after: { email: body.email },
    });
  });
  return { email: body.email };
}
