import type { FastifyRequest } from 'fastify';
import { isBarge } from '../../../contract/permissions.js';
import { msg } from '../../../contract/messages/index.js';
import { writeAudit } from '../../platform/audit.js';
import { unauthorized } from '../../platform/errors.js';
import { queueMail, secret } from '../../platform/mail.js';
import { codeProof } from '../auth/auth.proof.js';
import { findUserByName } from '../auth/auth.repository.js';
import { startSession } from '../auth/auth.service.js';
import { codesSince, consumeDigitCode, issueDigitCode } from '../../platform/oneTimeCodes.js';
import { lockBargeCodes } from './accounts.repository.js';
import { MINUTE, HOUR } from '../../../contract/time.js';

/** A barge code lives five minutes and allows five tries; a user gets one a minute and five an hour. */
const BARGE_CODE_TTL_MS = 5 * MINUTE;
const BARGE_CODE_TRIES = 5;
const PER_MINUTE = 1;
const PER_HOUR = 5;

const isActiveBarge = (u: { userType: number; status: string } | undefined): u is NonNullable<typeof u> =>
  !!u && isBarge(u) && u.status === 'Active';

/**
 * `GET /bargeAuthCode`: e-mails a six-digit code to the barge user. The answer is the same whether
 * or not the user exists, so it tells nobody which barge accounts there are.
 */
export async function sendBargeCode(request: FastifyRequest, username: string): Promise<void> {
  const { db, clock } = request.server;
  const user = await findUserByName(db, username);
  if (!isActiveBarge(user)) return;
  const now = clock();
  await db.transaction(async (tx) => {
    await lockBargeCodes(tx, user.id);
    if ((await codesSince(tx, user.id, 'barge_login', new Date(now.getTime() - MINUTE))) >= PER_MINUTE) return;
    if ((await codesSince(tx, user.id, 'barge_login', new Date(now.getTime() - HOUR))) >= PER_HOUR) return;
    const code = await issueDigitCode(tx, user.id, 'barge_login', now, BARGE_CODE_TTL_MS);
    await queueMail(
      tx,
      {
        to: user.email,
        subject: msg('mail.bargeCode.subject', { code: secret(code) }),
        body: msg('mail.bargeCode.body', { code: secret(code) }),
      },
      now,
    );
    await writeAudit(tx, request, {
      action: 'bargeCodeSent',
      entity: 'user',
      entityId: user.id,
      actor: { id: user.id, userName: user.userName, role: user.role },
    });
  });
}

/** `POST /bargeLogin`: a session for the right, unexpired, unused code; anything else is "code error". */
export async function bargeLogin(
  request: FastifyRequest,
  username: string,
  code: string,
): Promise<{ token: string; landing: string }> {
  const { db, clock } = request.server;
  const user = await findUserByName(db, username);
  if (!isActiveBarge(user)) throw unauthorized('spec.codeError');
  // A locked account takes no code (the lock is the password's too: one count, one lock).
  if (codeProof.locked(request, user)) {
    await codeProof.failed(request, user, 'barge code');
    throw unauthorized('spec.codeError');
  }
  // Its own transaction: a wrong try is counted even though the answer is an error.
  const ok = await db.transaction((tx) =>
    consumeDigitCode(tx, user.id, 'barge_login', code, clock(), BARGE_CODE_TRIES),
  );
  if (!ok) {
    await codeProof.failed(request, user, 'barge code');
    throw unauthorized('spec.codeError');
  }
  return startSession(request, user, 'barge code');
}
