import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../platform/errors.js';
import { writeAudit } from '../../platform/audit.js';
import { queueMail } from '../../platform/mail.js';
import { dummyPasswordHash, verifyPassword } from '../../platform/passwords.js';
import { formatTerminalDateTime } from '../../../contract/datetime.js';
import { msg } from '../../../contract/messages/index.js';
import * as repo from './auth.repository.js';
import { checkSecondFactor, type UserRow } from './auth.secondFactor.js';
import { settingsOf } from '../settings/settings.service.js';

const MAX_FAILED_LOGINS = 10;
const LOCK_MS = 30 * 60 * 1000;

const isLocked = (user: UserRow, now: Date) => user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime();

/**
 * One failed proof of a user who exists: counted (the tenth in a row locks the account for
 * LOCK_MS, and its owner is e-mailed), with its audit entry. Nothing is counted while locked.
 */
async function failed(request: FastifyRequest, user: UserRow, method: string): Promise<void> {
  const { db, clock } = request.server;
  const now = clock();
  const actor = { id: user.id, userName: user.userName, role: user.role };
  await db.transaction(async (tx) => {
    if (!isLocked(user, now)) {
      const lockUntil = await repo.recordFailedLogin(tx, user.id, {
        limit: MAX_FAILED_LOGINS,
        now,
        lockMs: LOCK_MS,
        ip: request.ip,
      });
      if (lockUntil) {
        await writeAudit(tx, request, {
          action: 'lock',
          entity: 'user',
          entityId: user.id,
          actor,
          after: { lockedUntil: lockUntil },
        });
        const until = formatTerminalDateTime(lockUntil, (await settingsOf(request)).timeZone);
        await queueMail(
          tx,
          {
            to: user.email,
            subject: msg('mail.locked.subject'),
            body: msg('mail.locked.body', { userName: user.userName, failures: MAX_FAILED_LOGINS, until }),
          },
          now,
        );
      }
    }
    await writeAudit(tx, request, {
      action: 'login_failed',
      entity: 'session',
      entityId: user.id,
      actor,
      after: { method },
    });
  });
}

interface PasswordProof {
  username: string;
  password: string;
  /** The authenticator or recovery code, for a user who has an authenticator. */
  code?: string;
  /** How the proof is named in the audit log. */
  method: string;
  /** Who may sign in this way at all (a partner never signs the admin in); others fail like a wrong password. */
  allowed?(user: UserRow): boolean;
}

/**
 * Every sign-in by password (the portal's, a partner's) goes through here: unknown user, wrong
 * password, locked or inactive account all cost one password hash and answer the same; wrong
 * authenticator codes count as failures like wrong passwords, and a locked account takes none.
 */
export async function provePassword(request: FastifyRequest, proof: PasswordProof): Promise<UserRow> {
  const { db, clock } = request.server;
  const user = await repo.findUserByName(db, proof.username);
  const now = clock();
  // The same work whatever the account: a hash is checked even for no user or a locked one.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), proof.password);
  if (!user) {
    // Written like a known user's failure (the same round trip), without the name tried: it may be a
    // password typed into the wrong field.
    await request.server.db.transaction((tx) =>
      writeAudit(tx, request, {
        action: 'login_failed',
        entity: 'session',
        entityId: null,
        actor: null,
        after: { method: proof.method },
      }),
    );
    throw unauthorized('server.badCredentials');
  }
  const usable = !isLocked(user, now) && user.status === 'Active' && (proof.allowed?.(user) ?? true);
  if (!passwordOk || !usable) {
    await failed(request, user, proof.method);
    throw unauthorized('server.badCredentials');
  }
  if (user.totpEnabledAt) {
    if (!proof.code) throw unauthorized('server.authenticatorRequired');
    const ok = await db.transaction((tx) => checkSecondFactor(request, tx, user, proof.code!));
    if (!ok) {
      await failed(request, user, `${proof.method} (authenticator)`);
      throw unauthorized('spec.codeError');
    }
  }
  return user;
}

/** For a sign-in by one-time code (a barge's): a locked account takes no code, and a wrong one counts. */
export const codeProof = {
  locked: (request: FastifyRequest, user: UserRow) => isLocked(user, request.server.clock()),
  failed: (request: FastifyRequest, user: UserRow, method: string) => failed(request, user, method),
};
