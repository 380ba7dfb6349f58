import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { queueMail, secret } from '../../platform/mail.js';
import { issueLinkCode } from '../../platform/oneTimeCodes.js';

/** An activation link lasts three days. */
export const VERIFY_TTL_MS = 72 * 3_600_000;

/** Where links in e-mails point: PUBLIC_URL when set (behind a proxy), else the host this request came to. */
export function publicOrigin(request: FastifyRequest): string {
  return process.env.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
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
      subject: 'Berth: please confirm your e-mail address',
      body:
        `Hello ${user.userName},\n\nAn account on the Berth terminal portal has been set up for you. ` +
        `Please confirm this e-mail address within three days by opening:\n\n${secret(link)}\n\nIf you did not expect this message, ignore it.\n`,
    },
    now,
  );
}
