import { AppError } from './errors.js';
import { CODES } from '../../contract/envelope.js';

/**
 * A per-process sliding window for public calls that cost something (e-mails, password hashing):
 * at most `limit` calls per key in `windowMs`. Codes also carry per-user limits in the database,
 * which hold across processes.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(key: string, nowMs: number): void {
    const recent = (this.hits.get(key) ?? []).filter((t) => nowMs - t < this.windowMs);
    if (recent.length >= this.limit) throw new AppError(CODES.TOO_MANY_REQUESTS, 'server.tooMany');
    recent.push(nowMs);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.hits.delete(this.hits.keys().next().value!);
  }
}
