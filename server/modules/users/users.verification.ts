import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { queueMail, secret } from '../../platform/mail.js';
import { issueLinkCode } from '../../platform/oneTimeCodes.js';
import { msg } from '../../../contract/messages/index.js';
import { HOUR } from '../../../contract/time.js';

/** An activation link lasts three days. */
const VERIFY_TTL_MS = 72 * HOUR;

/** Where links point when no public address is configured (a development machine). */
const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/**
 * Where links in e-mails point: the configured public address (PUBLIC_URL; `npm start` prints it).
 * Never the request's Host header, which is the caller's to choose.
 */
function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? DEFAULT_PUBLIC_URL;
}

/** Queues the activation e-mail with a one-time link to /activate (DECISIONS.md §8). */
export async function queueVerification(
  request: FastifyRequest,
  tx: DbOrTx,
  user: { id: number; email: string; userName: string },
  needsPassword: boolean,
): Promise<void> {
  const now = request.server.clock();
  const code = await issueLinkCode(tx, user.id, 'verify', now, VERIFY_TTL_MS, { needsPassword });
  const link = `${publicOrigin(request)}/activate?code=${code}`;
  await queueMail(
    tx,
    {
      to: user.email,
      subject: msg('mail.verification.subject'),
      body: msg('mail.verification.body', { userName: user.userName, link: secret(link) }),
    },
    now,
  );
}
