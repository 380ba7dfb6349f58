import type { FastifyRequest } from 'fastify';
import { and, eq, or, sql } from 'drizzle-orm';
import type { RegisterInput } from '../../../contract/schemas/accounts.js';
import { companies, users } from '../../db/schema/index.js';
import { writeAudit } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { findLinkCode, spendCode } from '../../platform/oneTimeCodes.js';
import { queueVerification } from '../users/users.verification.js';
import { queueMail } from '../../platform/mail.js';

type Tx = Parameters<Parameters<FastifyRequest['server']['db']['transaction']>[0]>[0];

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
  const taken = new Set(
    (
      await tx
        .select({ code: companies.code })
        .from(companies)
        .where(sql`${companies.code} LIKE ${`${stem}%`}`)
    ).map((r) => r.code),
  );
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}${i}`)) return `${stem}${i}`;
}

/** Who already holds a user name or an e-mail address (case-insensitive). */
async function holders(tx: Tx, userName: string, email: string) {
  const rows = await tx
    .select({ userName: users.userName, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.userName}) = lower(${userName})`, sql`lower(${users.email}) = lower(${email})`));
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
    const tell = (subject: string, body: string) => queueMail(tx, { to: input.email, subject, body }, now);
    const { byEmail, nameTaken } = await holders(tx, input.userName, input.email);
    if (byEmail) {
      await tell(
        'Berth: someone tried to register with your address',
        `Hello ${byEmail.userName},\n\nSomeone asked to register a new company on the Berth terminal portal with this e-mail address, which already belongs to your account. Nothing was created.\n\nIf it was you, sign in with your user name ${byEmail.userName}. If not, you need not do anything.\n`,
      );
      return;
    }
    if (nameTaken) {
      await tell(
        'Berth: choose another user name',
        `Hello,\n\nYou asked to register on the Berth terminal portal with the user name ${input.userName}, which is taken. Nothing was created: please register again with another user name.\n`,
      );
      return;
    }
    const [dup] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`lower(${companies.name}) = lower(${input.companyName})`)
      .limit(1);
    if (dup) {
      await tell(
        'Berth: your company is already registered',
        `Hello,\n\nYou asked to register ${input.companyName} on the Berth terminal portal, but a company of that name is already registered. Nothing was created: ask your company's administrator on the portal, or the terminal, to add you as a user.\n`,
      );
      return;
    }
    const [company] = await tx
      .insert(companies)
      .values({
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
      })
      .returning({ id: companies.id });
    const [user] = await tx
      .insert(users)
      .values({
        userName: input.userName,
        nickName: input.nickName,
        email: input.email,
        passwordHash,
        ...FIRST_USER[input.kind],
        companyId: company!.id,
        status: 'Pending Verification',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    await queueVerification(request, tx, { id: user!.id, email: input.email, userName: input.userName }, false);
    const actor = { id: user!.id, userName: input.userName, role: FIRST_USER[input.kind].role };
    await writeAudit(tx, request, {
      action: 'register',
      entity: 'user',
      entityId: user!.id,
      actor,
      after: { companyId: company!.id, companyName: input.companyName, userName: input.userName, kind: input.kind },
    });
  });
  return answer;
}

/** A link that is unknown, used or expired reads as the spec's one message. */
async function liveLink(request: FastifyRequest, code: string) {
  const row = await findLinkCode(request.server.db, 'verify', code);
  if (!row || row.usedAt || row.expiresAt.getTime() <= request.server.clock().getTime())
    throw badRequest('spec.invalidUrl');
  const [user] = await request.server.db
    .select({
      id: users.id,
      userName: users.userName,
      email: users.email,
      status: users.status,
      role: users.role,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, row.userId));
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
    await tx
      .update(users)
      .set({ status: 'Active', updatedAt: now, ...(passwordHash ? { passwordHash, passwordChangedAt: now } : {}) })
      .where(and(eq(users.id, user.id), sql`${users.status} <> 'Deactivated'`));
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
