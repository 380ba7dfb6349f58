import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { users } from '../../db/schema/index.js';
import { setTotpLastStep, spendRecoveryCode } from './auth.repository.js';
import { open } from '../../platform/secretBox.js';
import { matchStep } from '../../platform/totp.js';

/**
 * The second factor at sign-in (an authenticator code or a recovery code). Enrolment lives in
 * accounts/accounts.authenticator.ts, which builds on this; sign-in needs only the check.
 */
export type UserRow = typeof users.$inferSelect;

/** How a recovery code is stored: hashed with its user, spaces and dashes ignored, any case. */
export const recoveryHash = (userId: number, code: string) =>
  createHash('sha256')
    .update(`recovery:${userId}:${code.replace(/[\s-]/g, '').toUpperCase()}`)
    .digest('hex');

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
    await setTotpLastStep(tx, user.id, step);
    return true;
  }
  return spendRecoveryCode(tx, user.id, recoveryHash(user.id, code), clock());
}
