import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accountCodes } from '../db/schema/index.js';

type CodePurpose = 'verify' | 'barge_login' | 'partner' | 'token_login';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A link token (256 bits, URL-safe): found by its hash alone. */
export async function issueLinkCode(
  db: DbOrTx,
  userId: number,
  purpose: CodePurpose,
  now: Date,
  ttlMs: number,
  data: Record<string, unknown> = {},
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(accountCodes).values({
    userId,
    purpose,
    codeHash: sha256(code),
    data,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return code;
}

interface CodeRow {
  id: number;
  userId: number;
  data: Record<string, unknown>;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The row of a link code, whatever its state (the caller decides what used or expired means). */
export async function findLinkCode(db: DbOrTx, purpose: CodePurpose, code: string): Promise<CodeRow | undefined> {
  if (!/^[\w-]{20,100}$/.test(code)) return undefined;
  const [row] = await db
    .select({
      id: accountCodes.id,
      userId: accountCodes.userId,
      data: accountCodes.data,
      expiresAt: accountCodes.expiresAt,
      usedAt: accountCodes.usedAt,
    })
    .from(accountCodes)
    .where(and(eq(accountCodes.codeHash, sha256(code)), eq(accountCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks a code used, once: false when another request got there first. */
export async function spendCode(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const done = await db
    .update(accountCodes)
    .set({ usedAt: now })
    .where(and(eq(accountCodes.id, id), isNull(accountCodes.usedAt)))
    .returning({ id: accountCodes.id });
  return done.length === 1;
}

/** A six-digit code for a user; stored as a salted hash, so two users' equal codes never collide. */
export async function issueDigitCode(
  db: DbOrTx,
  userId: number,
  purpose: CodePurpose,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  await db.insert(accountCodes).values({
    userId,
    purpose,
    codeHash: sha256(salt + code),
    data: { salt },
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return code;
}

/** How many codes of this purpose the user was sent since `since` (rate limits). */
export async function codesSince(db: DbOrTx, userId: number, purpose: CodePurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountCodes)
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose), gt(accountCodes.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Checks a digit code against the user's latest unused one and uses it up on success. Each wrong
 * try counts; after `maxAttempts` the code is dead even if later guessed right.
 */
export async function consumeDigitCode(
  db: DbOrTx,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(accountCodes)
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose), isNull(accountCodes.usedAt)))
    .orderBy(desc(accountCodes.createdAt), desc(accountCodes.id))
    .limit(1)
    .for('update');
  if (!row || row.expiresAt.getTime() <= now.getTime() || row.attempts >= maxAttempts) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(sha256(String(row.data.salt ?? '') + code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db
      .update(accountCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(accountCodes.id, row.id));
    return false;
  }
  return spendCode(db, row.id, now);
}
