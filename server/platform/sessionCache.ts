import { LRUCache } from 'lru-cache';
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
  /** The caller's clock (the app's, which tests move): lru-cache judges age by it, not by its own timer. */
  private now = 0;
  private readonly entries = new LRUCache<string, { at: number; session: SessionLookup }>({
    max: MAX_ENTRIES,
    // lru-cache counts an entry stale once its age exceeds ttl; the window ends at SESSION_CACHE_MS itself.
    ttl: SESSION_CACHE_MS - 1,
    // Read the clock on every call: the default caches it for a millisecond of real time.
    ttlResolution: 0,
    perf: { now: () => this.now },
  });

  get(tokenHash: string, nowMs: number): SessionLookup | undefined {
    this.now = nowMs;
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    // A clock set back must not stretch the window.
    if (nowMs < hit.at) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.session;
  }

  set(tokenHash: string, session: SessionLookup, nowMs: number): void {
    this.now = nowMs;
    this.entries.set(tokenHash, { at: nowMs, session });
  }

  forgetSession(sessionId: number): void {
    this.forget((s) => s.sessionId === sessionId);
  }

  forgetUser(userId: number): void {
    this.forget((s) => s.user.id === userId);
  }

  private forget(matches: (session: SessionLookup) => boolean): void {
    const keys = [...this.entries.entries()].filter(([, v]) => matches(v.session)).map(([k]) => k);
    for (const k of keys) this.entries.delete(k);
  }
}
