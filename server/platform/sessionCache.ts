import type { SessionLookup } from './sessions.js';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 20_000;

/**
 * Saves the guard a database round trip on every call. Revocations made by this process forget
 * their entries at once; another process's revocation or a deactivation takes effect within
 * SESSION_CACHE_MS. Expiry is still judged on every call from the cached times.
 */
export class SessionCache {
  private readonly entries = new Map<string, { at: number; session: SessionLookup }>();

  get(tokenHash: string, nowMs: number): SessionLookup | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (nowMs - hit.at >= SESSION_CACHE_MS || nowMs < hit.at) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.session;
  }

  set(tokenHash: string, session: SessionLookup, nowMs: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { at: nowMs, session });
  }

  forgetSession(sessionId: number): void {
    for (const [k, v] of this.entries) if (v.session.sessionId === sessionId) this.entries.delete(k);
  }

  forgetUser(userId: number): void {
    for (const [k, v] of this.entries) if (v.session.user.id === userId) this.entries.delete(k);
  }
}
