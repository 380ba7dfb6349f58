import { queueVerification } from './users.verification.js';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { msg } from '../../../contract/messages/index.js';
import type { UserCreate, UserListQuery, UserRecord, UserUpdate } from '../../../contract/schemas/users.js';
import { USER_STATUSES } from '../../../contract/enums.js';
import { belongsToCompany, isBarge, isCustomer, isPilot, isTerminalAdmin } from '../../../contract/permissions.js';
import { callerOf } from '../../platform/guard.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { audited, found } from '../../platform/mutation.js';
import { hashPassword } from '../../platform/passwords.js';
import { revokeAllSessions } from '../../platform/sessions.js';
import type { CallerPrincipal } from '../../platform/types.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import * as repo from './users.repository.js';

/** A company admin's users: its own company's customer users (userType 2, roles 4 and 5). */
const userScope = (p: CallerPrincipal) => (isTerminalAdmin(p) ? undefined : repo.ofCompany(p.companyId));

function assertManages(p: CallerPrincipal, target: { companyId: number | null; userType: number; role: number }): void {
  if (isTerminalAdmin(p)) return;
  if (target.companyId !== p.companyId || !isCustomer(target)) {
    throw forbidden('records.ownCompanyOnly');
  }
}

const required = (field: string) => badRequest('spec.requiredField', field);

/** The company and barge a user belongs to must exist and fit the user type. */
async function checkLinks(
  db: DbOrTx,
  u: { userType: number; role: number; companyId: number | null; shipId: number | null; pilotId: number | null },
  userId?: number,
): Promise<void> {
  if (u.pilotId !== null) {
    if (!isPilot(u)) throw badRequest('pilotage.notAPilot', 'pilotId');
    const pilot = await repo.findPilot(db, u.pilotId);
    if (!pilot || pilot.kind !== 'pilot') throw badRequest('records.missingReference', 'pilotId');
    const taken = await repo.userOfPilot(db, u.pilotId, userId);
    if (taken) throw conflict(msg('pilotage.pilotTaken', { name: pilot.name, user: taken.userName }));
  }
  if (belongsToCompany(u.userType) && u.companyId === null) throw required('companyId');
  if (isBarge(u) && u.shipId === null) throw required('shipId');
  if (u.companyId !== null && !(await repo.companyExists(db, u.companyId)))
    throw badRequest('records.missingReference');
  if (u.shipId !== null && (await repo.shipKind(db, u.shipId)) !== 'barge')
    throw badRequest('records.missingReference');
}

async function loadManaged(request: FastifyRequest, tx: DbOrTx, id: number): Promise<UserRecord> {
  const user = found(await repo.findUser(tx, id));
  assertManages(callerOf(request), user);
  return user;
}

function forgetSessions(request: FastifyRequest, userId: number): void {
  request.server.sessionCache.forgetUser(userId);
}

export const userService = {
  list: (request: FastifyRequest, q: UserListQuery) =>
    repo.listUsers(request.server.db, q, userScope(callerOf(request))),
  options: (request: FastifyRequest) => repo.userOptions(request.server.db, userScope(callerOf(request))),
  get: (request: FastifyRequest, id: number) => loadManaged(request, request.server.db, id),

  async numbers(request: FastifyRequest) {
    const counts = await repo.countByStatus(request.server.db, userScope(callerOf(request)));
    const by = Object.fromEntries(USER_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as Record<
      (typeof USER_STATUSES)[number],
      number
    >;
    return { total: counts.reduce((a, c) => a + c.n, 0), ...by };
  },

  async create(request: FastifyRequest, input: UserCreate): Promise<UserRecord> {
    const p = callerOf(request);
    const wanted = { ...input, companyId: isTerminalAdmin(p) ? input.companyId : p.companyId };
    assertManages(p, wanted);
    // Hash outside the transaction: argon2 is slow on purpose and must not hold locks.
    const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
    return audited(request, async (tx) => {
      if (await repo.sameUserExists(tx, input.userName, input.email)) throw conflict('spec.sameUser');
      await checkLinks(tx, { ...wanted, pilotId: isPilot(input) ? input.pilotId : null });
      const status = input.password ? (input.status ?? 'Active') : 'Pending Verification';
      const now = request.server.clock();
      const id = await repo.insertUser(tx, {
        userName: input.userName,
        nickName: input.nickName,
        email: input.email,
        userType: input.userType,
        role: input.role,
        companyId: wanted.companyId,
        shipId: isBarge(input) ? input.shipId : null,
        pilotId: isPilot(input) ? input.pilotId : null,
        passwordHash,
        status,
        createdAt: now,
        updatedAt: now,
      });
      if (status === 'Pending Verification')
        await queueVerification(request, tx, { id, email: input.email, userName: input.userName }, true);
      return {
        action: 'create',
        entity: 'user',
        entityId: id,
        before: null,
        after: found(await repo.findUser(tx, id)),
      };
    });
  },

  update: (request: FastifyRequest, input: UserUpdate) =>
    audited(request, async (tx) => {
      const p = callerOf(request);
      const before = await loadManaged(request, tx, input.userId);
      const { userId, ...changes } = input;
      const next = {
        ...before,
        ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      } as UserRecord;
      if (!isTerminalAdmin(p)) next.companyId = before.companyId;
      assertManages(p, next);
      if (await repo.sameUserExists(tx, changes.userName, changes.email, userId)) throw conflict('spec.sameUser');
      if (!isPilot(next)) {
        if (changes.pilotId) throw badRequest('pilotage.notAPilot', 'pilotId');
        next.pilotId = null;
      }
      await checkLinks(tx, next, userId);
      await repo.updateUser(tx, userId, {
        userName: next.userName,
        nickName: next.nickName,
        email: next.email,
        userType: next.userType,
        role: next.role,
        companyId: next.companyId,
        shipId: isBarge(next) ? next.shipId : null,
        pilotId: next.pilotId,
        updatedAt: request.server.clock(),
      });
      // The pilot scope is read from the session: a new link applies at once.
      if (before.pilotId !== next.pilotId) forgetSessions(request, userId);
      return {
        action: 'update',
        entity: 'user',
        entityId: userId,
        before,
        after: found(await repo.findUser(tx, userId)),
      };
    }),

  /** Active → Deactivated; the user's sessions end at once. */
  freeze: (request: FastifyRequest, userId: number) =>
    audited(request, async (tx) => {
      if (userId === callerOf(request).id) throw conflict('records.cannotFreezeSelf');
      const before = await loadManaged(request, tx, userId);
      if (before.status !== 'Active') throw conflict('records.notActive');
      const now = request.server.clock();
      await repo.updateUser(tx, userId, { status: 'Deactivated', updatedAt: now });
      await revokeAllSessions(tx, userId, now);
      forgetSessions(request, userId);
      return {
        action: 'freeze',
        entity: 'user',
        entityId: userId,
        before,
        after: found(await repo.findUser(tx, userId)),
      };
    }),

  unfreeze: (request: FastifyRequest, userId: number) =>
    audited(request, async (tx) => {
      const before = await loadManaged(request, tx, userId);
      if (before.status !== 'Deactivated') throw conflict('records.notFrozen');
      await repo.updateUser(tx, userId, {
        status: 'Active',
        failedLogins: 0,
        lockedUntil: null,
        updatedAt: request.server.clock(),
      });
      return {
        action: 'unfreeze',
        entity: 'user',
        entityId: userId,
        before,
        after: found(await repo.findUser(tx, userId)),
      };
    }),

  /** Ends a sign-in lock before its time (the owner asked, or it was someone else's guessing). */
  unlock: (request: FastifyRequest, userId: number) =>
    audited(request, async (tx) => {
      const before = await loadManaged(request, tx, userId);
      await repo.updateUser(tx, userId, { failedLogins: 0, lockedUntil: null, updatedAt: request.server.clock() });
      return {
        action: 'unlock',
        entity: 'user',
        entityId: userId,
        before,
        after: found(await repo.findUser(tx, userId)),
      };
    }),

  /** Deletes a user nothing points to; a user with history (sessions, files, records) is deactivated instead. */
  async remove(request: FastifyRequest, userId: number) {
    if (userId === callerOf(request).id) throw conflict('records.cannotFreezeSelf');
    let deleted = false;
    await audited(request, async (tx) => {
      const before = await loadManaged(request, tx, userId);
      deleted = await tryDelete(tx, userId);
      const now = request.server.clock();
      if (!deleted) {
        await repo.updateUser(tx, userId, { status: 'Deactivated', updatedAt: now });
        await revokeAllSessions(tx, userId, now);
      }
      forgetSessions(request, userId);
      return {
        action: deleted ? 'delete' : 'deactivate',
        entity: 'user',
        entityId: userId,
        before,
        after: deleted ? null : found(await repo.findUser(tx, userId)),
      };
    });
    return { deleted, deactivated: !deleted };
  },

  revalidateEmail: (request: FastifyRequest, userId: number) =>
    audited(request, async (tx) => {
      const user = await loadManaged(request, tx, userId);
      await queueVerification(
        request,
        tx,
        { id: userId, email: user.email, userName: user.userName },
        user.status === 'Pending Verification',
      );
      return { action: 'revalidateEmail', entity: 'user', entityId: userId, before: null, after: null };
    }),
};

async function tryDelete(tx: Tx, userId: number): Promise<boolean> {
  try {
    // A savepoint: a refused delete must not spoil the surrounding transaction.
    await tx.transaction(async (sp) => repo.deleteUser(sp, userId));
    return true;
  } catch (err) {
    const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
    if (code === '23503') return false;
    throw err;
  }
}
