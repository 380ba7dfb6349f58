import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { writeAudit } from '../../platform/audit.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { callerOf } from '../../platform/guard.js';
import { open, seal } from '../../platform/secretBox.js';
import { matchStep, newTotpSecret, otpauthUrl } from '../../platform/totp.js';
import { findUserByName } from '../auth/auth.repository.js';
import { checkSecondFactor, recoveryHash } from '../auth/auth.secondFactor.js';
import * as repo from './accounts.repository.js';

const RECOVERY_CODES = 10;
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');

/** `GET /getPasswordAuthenticatorStatus`: only whether to ask for a code (unknown users: no). */
export async function authenticatorEnabled(request: FastifyRequest, username: string): Promise<boolean> {
  const user = await findUserByName(request.server.db, username);
  return !!user && user.totpEnabledAt !== null;
}

/** Enrolment step 1: a new secret, kept aside until a code from the app proves it was set up. */
export async function setUpAuthenticator(request: FastifyRequest) {
  const p = callerOf(request);
  const secret = newTotpSecret();
  await repo.updateUserColumns(request.server.db, p.id, { totpPending: seal(request.server.secretKey, secret) });
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
    const user = await repo.lockUser(tx, p.id);
    if (!user?.totpPending) throw conflict('server.authenticatorRequired');
    const secret = open(secretKey, user.totpPending);
    const step = matchStep(secret, code, clock(), null);
    if (step === undefined) throw badRequest('spec.codeError');
    const now = clock();
    await repo.updateUserColumns(tx, p.id, {
      totpSecret: user.totpPending,
      totpPending: null,
      totpEnabledAt: now,
      totpLastStep: step,
      updatedAt: now,
    });
    const codes = Array.from({ length: RECOVERY_CODES }, () =>
      randomBytes(5)
        .toString('hex')
        .toUpperCase()
        .replace(/(.{5})/, '$1-'),
    );
    await repo.replaceRecoveryCodes(
      tx,
      p.id,
      codes.map((c) => ({ codeHash: recoveryHash(p.id, c), createdAt: now, expiresAt: FAR_FUTURE })),
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
    const user = await repo.lockUser(tx, p.id);
    if (!user?.totpEnabledAt) return;
    if (!(await checkSecondFactor(request, tx, user, code))) throw badRequest('spec.codeError');
    await repo.updateUserColumns(tx, p.id, {
      totpSecret: null,
      totpPending: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: clock(),
    });
    await repo.replaceRecoveryCodes(tx, p.id, []);
    await writeAudit(tx, request, { action: 'disableAuthenticator', entity: 'user', entityId: p.id });
  });
}
