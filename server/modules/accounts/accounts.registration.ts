import type { FastifyRequest } from 'fastify';
import type { RegisterInput } from '../../../contract/schemas/accounts.js';
import { writeAudit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { findLinkCode, spendCode } from '../../platform/oneTimeCodes.js';
import { queueVerification } from '../users/users.verification.js';
import { queueMail } from '../../platform/mail.js';
import { msg, type CatalogueMessage } from '../../../contract/messages/index.js';
import type { Tx } from '../../db/client.js';
import * as repo from './accounts.repository.js';

/** The first user of a self-registered company, by the company's kind (DECISIONS.md §1). */
const FIRST_USER = {
  customer: { userType: 2, role: 4 },
  surveyor: { userType: 2, role: 6 },
  barge_operator: { userType: 3, role: 9 },
} as const;

/** A company code from its name: letters and digits, upper case, made unique with a number. */
async function freeCode(tx: Tx, name: string): Promise<string> {
  const stem =
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 20) || 'COMPANY';
  const taken = await repo.companyCodesLike(tx, stem);
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}${i}`)) return `${stem}${i}`;
}

/** Who already holds a user name or an e-mail address (case-insensitive). */
async function holders(tx: Tx, userName: string, email: string) {
  const rows = await repo.usersNamedOrAddressed(tx, userName, email);
  return {
    byEmail: rows.find((r) => r.email.toLowerCase() === email.toLowerCase()),
    nameTaken: rows.some((r) => r.userName.toLowerCase() === userName.toLowerCase()),
  };
}

/**
 * `POST /register`: the company and its first user, Pending Verification, and the activation
 * e-mail, together or not at all. The answer is the same whether the user name, the address or the
 * company exist or not (a stranger learns nothing); what went wrong is e-mailed to the address
 * given, whose owner is the only one told.
 */
export async function register(
  request: FastifyRequest,
  input: RegisterInput,
): Promise<{ userName: string; email: string }> {
  // Hashed whatever happens next, so every answer costs the same.
  const passwordHash = await hashPassword(input.password);
  const { db, clock } = request.server;
  const answer = { userName: input.userName, email: input.email };
  await db.transaction(async (tx) => {
    const now = clock();
    const tell = (subject: CatalogueMessage, body: CatalogueMessage) =>
      queueMail(tx, { to: input.email, subject, body }, now);
    const { byEmail, nameTaken } = await holders(tx, input.userName, input.email);
    if (byEmail) {
      await tell(msg('mail.addressTaken.subject'), msg('mail.addressTaken.body', { userName: byEmail.userName }));
      return;
    }
    if (nameTaken) {
      await tell(msg('mail.nameTaken.subject'), msg('mail.nameTaken.body', { userName: input.userName }));
      return;
    }
    if (await repo.companyNameTaken(tx, input.companyName)) {
      await tell(msg('mail.companyTaken.subject'), msg('mail.companyTaken.body', { companyName: input.companyName }));
      return;
    }
    const companyId = await repo.insertCompany(tx, {
      code: await freeCode(tx, input.companyName),
      name: input.companyName,
      kind: input.kind,
      country: input.country,
      uen: input.uen,
      telephone: input.telephone,
      email: input.email,
      // Seen by others and able to nominate once the terminal approves it (DECISIONS §8).
      approved: false,
      createdAt: now,
      updatedAt: now,
    });
    const userId = await repo.insertUser(tx, {
      userName: input.userName,
      nickName: input.nickName,
      email: input.email,
      passwordHash,
      ...FIRST_USER[input.kind],
      companyId,
      status: 'Pending Verification',
      createdAt: now,
      updatedAt: now,
    });
    await queueVerification(request, tx, { id: userId, email: input.email, userName: input.userName }, false);
    const actor = { id: userId, userName: input.userName, role: FIRST_USER[input.kind].role };
    await writeAudit(tx, request, {
      action: 'register',
      entity: 'user',
      entityId: userId,
      actor,
      after: { companyId, companyName: input.companyName, userName: input.userName, kind: input.kind },
    });
  });
  return answer;
}

/** A link that is unknown, used or expired reads as the spec's one message. */
async function liveLink(request: FastifyRequest, code: string) {
  const row = await findLinkCode(request.server.db, 'verify', code);
  if (!row || row.usedAt || row.expiresAt.getTime() <= request.server.clock().getTime())
    throw badRequest('spec.invalidUrl');
  const user = await repo.linkOwner(request.server.db, row.userId);
  if (!user || user.status === 'Deactivated') throw badRequest('spec.invalidUrl');
  return { row, user };
}

/** `GET /system/user/verification/{x}`: whose link this is, without using it. */
export async function verification(request: FastifyRequest, code: string) {
  const { row, user } = await liveLink(request, code);
  return {
    userName: user.userName,
    email: user.email,
    companyName: user.companyName,
    needsPassword: row.data.needsPassword === true,
  };
}

/** Follows the link once: the account becomes Active (with the password chosen now, when it had none). */
export async function verifyAccount(
  request: FastifyRequest,
  code: string,
  password: string | null | undefined,
): Promise<{ userName: string }> {
  const { row, user } = await liveLink(request, code);
  const needsPassword = row.data.needsPassword === true;
  if (needsPassword && !password) throw badRequest('server.passwordNeeded');
  const passwordHash = needsPassword && password ? await hashPassword(password) : undefined;
  const { db, clock } = request.server;
  await db.transaction(async (tx) => {
    if (!(await spendCode(tx, row.id, clock()))) throw badRequest('spec.invalidUrl');
    const now = clock();
    await repo.activateUser(tx, user.id, now, passwordHash);
    await writeAudit(tx, request, {
      action: 'verifyAccount',
      entity: 'user',
      entityId: user.id,
      actor: { id: user.id, userName: user.userName, role: user.role },
      before: { status: user.status },
      after: { status: 'Active' },
    });
  });
  return { userName: user.userName };
}
