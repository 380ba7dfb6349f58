import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { RegisterInput } from '../../../contract/schemas/accounts.js';
import { companies, users } from '../../db/schema/index.js';
import { writeAudit } from '../../platform/audit.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import { sameUserExists } from '../users/users.repository.js';
import { findLinkCode, spendCode } from '../../platform/oneTimeCodes.js';
import { queueVerification } from '../users/verification.js';

/** The first user of a self-registered company, by the company's kind (DECISIONS.md §1). */
const FIRST_USER = {
  customer: { userType: 2, role: 4 },
  surveyor: { userType: 2, role: 6 },
  barge_operator: { userType: 3, role: 9 },
} as const;

/** A company code from its name: letters and digits, upper case, made unique with a number. */
async function freeCode(
  tx: Parameters<Parameters<FastifyRequest['server']['db']['transaction']>[0]>[0],
  name: string,
): Promise<string> {
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

/** `POST /register`: the company and its first user, Pending Verification, and the activation e-mail, together or not at all. */
export async function register(
  request: FastifyRequest,
  input: RegisterInput,
): Promise<{ userName: string; email: string }> {
  const passwordHash = await hashPassword(input.password);
  const { db, clock } = request.server;
  return db.transaction(async (tx) => {
    if (await sameUserExists(tx, input.userName, input.email)) throw conflict('spec.sameUser');
    const [dup] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`lower(${companies.name}) = lower(${input.companyName})`)
      .limit(1);
    if (dup) throw conflict('server.companyExists');
    const now = clock();
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
    return { userName: input.userName, email: input.email };
  });
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
