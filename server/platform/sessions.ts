import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index.js';
import type { DbOrTx } from '../db/client.js';

const IDLE_MS = 30 * 60 * 1000;
const ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: one write per minute, not one per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256 bits from the CSPRNG, URL-safe. */
const newToken = (): string => randomBytes(32).toString('base64url');

export async function createSession(
  db: DbOrTx,
  input: { userId: number; kind: 'user' | 'admin'; now: Date; ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    kind: input.kind,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + ABSOLUTE_MS),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export interface SessionLookup {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  user: {
    id: number;
    userName: string;
    nickName: string;
    userType: number;
    role: number;
    companyId: number | null;
    shipId: number | null;
    pilotId: number | null;
    status: string;
  };
}

export async function findLiveSession(db: DbOrTx, tokenHash: string): Promise<SessionLookup | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        userName: users.userName,
        nickName: users.nickName,
        userType: users.userType,
        role: users.role,
        companyId: users.companyId,
        shipId: users.shipId,
        pilotId: users.pilotId,
        status: users.status,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

export function isExpired(s: Pick<SessionLookup, 'lastSeenAt' | 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= s.expiresAt.getTime() || now.getTime() - s.lastSeenAt.getTime() >= IDLE_MS;
}

/** Records activity at most once a minute; the (possibly cached) lookup carries the new time. */
export async function touchSession(db: DbOrTx, s: SessionLookup, now: Date): Promise<void> {
  if (now.getTime() - s.lastSeenAt.getTime() < TOUCH_EVERY_MS) return;
  s.lastSeenAt = now;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, s.sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Of these sessions, those still live: not revoked, not expired (idle or absolute), their user active. */
export async function liveSessionIds(db: DbOrTx, ids: number[], now: Date): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
        eq(users.status, 'Active'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
