import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountCodes, users } from '../../db/schema/index.js';
import { open } from '../../platform/secretBox.js';
import { matchStep } from '../../platform/totp.js';

/**
 * The second factor at sign-in (an authenticator code or a recovery code). Enrolment lives in
 * accounts/authenticator.ts, which builds on this; sign-in needs only the check.
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
