import type { LiveNotice } from '../../../contract/schemas/notifications.js';
import type { Broadcast } from './notifications.repository.js';
import type { Listener } from '../../db/client.js';

export interface Stream {
  userId: number;
  sessionId: number;
  send(notice: LiveNotice): void;
  close(): void;
}

/**
 * The open notification streams of this process, by user. Every process LISTENs on the channel and
 * delivers what concerns its own streams, whichever process raised the event.
 */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<Stream>>();
  /** This process's LISTEN connection, once the app is ready (notifications.routes.ts); metrics show its state. */
  listener: Pick<Listener, 'connected' | 'reconnects'> | undefined;

  add(stream: Stream): void {
    let set = this.byUser.get(stream.userId);
    if (!set) this.byUser.set(stream.userId, (set = new Set()));
    set.add(stream);
  }

  remove(stream: Stream): void {
    const set = this.byUser.get(stream.userId);
    set?.delete(stream);
    if (set && !set.size) this.byUser.delete(stream.userId);
  }

  /** Whether this process holds a stream of the user's. */
  has(userId: number): boolean {
    return this.byUser.has(userId);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  deliver(payload: string): void {
    let b: Broadcast;
    try {
      b = JSON.parse(payload) as Broadcast;
    } catch {
      return;
    }
    for (const { userId, id } of b.to ?? []) {
      for (const stream of this.byUser.get(userId) ?? [])
        stream.send({ id, action: b.action, key: b.key, params: b.params ?? {}, bid: b.bid, createTime: b.at });
    }
  }

  /** Closes the streams whose session is no longer live (revoked, expired, user deactivated); `live` answers for many at once. */
  async sweep(live: (sessionIds: number[]) => Promise<Set<number>>): Promise<void> {
    const streams = [...this.byUser.values()].flatMap((set) => [...set]);
    if (!streams.length) return;
    const ok = await live([...new Set(streams.map((s) => s.sessionId))]);
    for (const s of streams) if (!ok.has(s.sessionId)) s.close();
  }

  /** This process ended the session (sign-out): its streams end now; other processes' sweeps catch up. */
  closeSession(sessionId: number): void {
    for (const set of [...this.byUser.values()]) for (const s of [...set]) if (s.sessionId === sessionId) s.close();
  }

  closeAll(): void {
    for (const set of [...this.byUser.values()]) for (const s of [...set]) s.close();
  }
}
