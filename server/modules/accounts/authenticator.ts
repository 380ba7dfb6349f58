import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountCodes, users } from '../../db/schema/index.js';
import { writeAudit } from '../../platform/audit.js';
import { badRequest, conflict, unauthorized } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { open, seal } from '../../platform/secretBox.js';
import { matchStep, newTotpSecret, otpauthUrl } from '../../platform/totp.js';
import { findUserByName } from '../auth/auth.repository.js';

const RECOVERY_CODES = 10;
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');
const recoveryHash = (userId: number, code: string) =>
  createHash('sha256')
    .update(`recovery:${userId}:${code.replace(/[\s-]/g, '').toUpperCase()}`)
    .digest('hex');

type UserRow = typeof users.$inferSelect;

/** `GET /getPasswordAuthenticatorStatus`: only whether to ask for a code (unknown users: no). */
export async function authenticatorEnabled(request: FastifyRequest, username: string): Promise<boolean> {
  const user = await findUserByName(request.server.db, username);
  return !!user && user.totpEnabledAt !== null;
}

/** Enrolment step 1: a new secret, kept aside until a code from the app proves it was set up. */
export async function setUpAuthenticator(request: FastifyRequest) {
  const p = callerOf(request);
  const secret = newTotpSecret();
  await request.server.db
    .update(users)
    .set({ totpPending: seal(request.server.secretKey, secret) })
    .where(eq(users.id, p.id));
  const url = otpauthUrl('Berth', p.userName, secret);
  return {
    secret,
    otpauthUrl: url,
    qrSvg: await (await import('qrcode')).default.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  };
}

/** Enrolment step 2: the first code turns it on; ten recovery codes are shown this once. */
export async function enableAuthenticator(request: FastifyRequest, code: string): Promise<{ recoveryCodes: string[] }> {
  const p = callerOf(request);
  const { db, clock, secretKey } = request.server;
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, p.id)).for('update');
    if (!user?.totpPending) throw conflict('server.authenticatorRequired');
    const secret = open(secretKey, user.totpPending);
    const step = matchStep(secret, code, clock(), null);
    if (step === undefined) throw badRequest('spec.codeError');
    const now = clock();
    await tx
      .update(users)
      .set({ totpSecret: user.totpPending, totpPending: null, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
      .where(eq(users.id, p.id));
    await tx.delete(accountCodes).where(and(eq(accountCodes.userId, p.id), eq(accountCodes.purpose, 'recovery')));
    const codes = Array.from({ length: RECOVERY_CODES }, () =>
      randomBytes(5)
        .toString('hex')
        .toUpperCase()
        .replace(/(.{5})/, '$1-'),
    );
    await tx.insert(accountCodes).values(
      codes.map((c) => ({
        userId: p.id,
        purpose: 'recovery',
        codeHash: recoveryHash(p.id, c),
        createdAt: now,
        expiresAt: FAR_FUTURE,
      })),
    );
    await writeAudit(tx, request, { action: 'enableAuthenticator', entity: 'user', entityId: p.id });
    return { recoveryCodes: codes };
  });
}

/** Turning it off asks for a current code (or a recovery code), like signing in does. */
export async function disableAuthenticator(request: FastifyRequest, code: string): Promise<void> {
  const p = callerOf(request);
  const { db, clock } = request.server;
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, p.id)).for('update');
    if (!user?.totpEnabledAt) return;
    if (!(await checkSecondFactor(request, tx, user, code))) throw badRequest('spec.codeError');
    await tx
      .update(users)
      .set({ totpSecret: null, totpPending: null, totpEnabledAt: null, totpLastStep: null, updatedAt: clock() })
      .where(eq(users.id, p.id));
    await tx.delete(accountCodes).where(and(eq(accountCodes.userId, p.id), eq(accountCodes.purpose, 'recovery')));
    await writeAudit(tx, request, { action: 'disableAuthenticator', entity: 'user', entityId: p.id });
  });
}

/**
 * A current authenticator code (a step after the last one used) or an unused recovery code.
 * Records the use in `tx`: the caller commits it even when it then refuses.
 */
export async function checkSecondFactor(
  request: FastifyRequest,
  tx: DbOrTx,
  user: UserRow,
  code: string,
): Promise<boolean> {
  const { clock, secretKey } = request.server;
  if (!user.totpSecret) return false;
  const step = matchStep(open(secretKey, user.totpSecret), code.trim(), clock(), user.totpLastStep);
  if (step !== undefined) {
    await tx.update(users).set({ totpLastStep: step }).where(eq(users.id, user.id));
    return true;
  }
  const used = await tx
    .update(accountCodes)
    .set({ usedAt: clock() })
    .where(
      and(
        eq(accountCodes.codeHash, recoveryHash(user.id, code)),
        eq(accountCodes.purpose, 'recovery'),
        eq(accountCodes.userId, user.id),
        isNull(accountCodes.usedAt),
      ),
    )
    .returning({ id: accountCodes.id });
  return used.length === 1;
}

/** For the sign-in: the second factor of a user who has one, or a refusal saying what is missing. */
export async function requireSecondFactor(
  request: FastifyRequest,
  user: UserRow,
  code: string | undefined,
): Promise<void> {
  if (!user.totpEnabledAt) return;
  if (!code) throw unauthorized('server.authenticatorRequired');
  const ok = await request.server.db.transaction((tx) => checkSecondFactor(request, tx, user, code));
  if (!ok) throw unauthorized('spec.codeError');
}
