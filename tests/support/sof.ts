import type { TestApp } from './app.js';
import { nominationAt, type Demo, type Tokens } from './nominations.js';
import type { SofRecord } from '../../contract/schemas/portCall.js';
import type { SofEvent } from '../../contract/portCall.js';
import { MINUTE } from '../../contract/time.js';

/** An instant `minutes` before the app's clock, as the API takes it. */
export const ago = (t: TestApp, minutes: number) => new Date(t.clock.now.getTime() - minutes * MINUTE).toISOString();

let slot = 0;

/**
 * A Booked nomination on a berth window of its own, made two days ago (its creation moved back), so
 * that events may be dated in the past hours.
 */
export async function bookedCall(t: TestApp, d: Demo, k: Tokens, over: Record<string, unknown> = {}) {
  const berths = ['J1-A', 'J1-B'] as const;
  const n = await nominationAt(t, d, k, 'Booked', over, { berth: berths[slot % 2], hours: 200 + 5 * slot++ });
  await t.asOwner(`UPDATE nominations SET created_at = created_at - interval '2 days' WHERE id = $1`, [n.id]);
  return n;
}

/**
 * The before-transfer part signed by both sides, as the checklist's gate reads it (written directly,
 * without the checklist's own "checklist completed"), at `at` (by default when the nomination was
 * made, so that pumping may be dated at any time after hoses connected).
 */
export async function signBeforeTransfer(t: TestApp, nominationId: number, at?: string): Promise<void> {
  await t.asOwner(
    `INSERT INTO checklist_signatures (nomination_id, part, round, side, user_id, user_name, at)
     SELECT $1, 'beforeTransfer', 0, s.side, u.id, u.nick_name, coalesce($2::timestamptz, n.created_at)
     FROM (VALUES ('terminal', 'loadingmaster'), ('barge', 'barge')) AS s(side, login)
     JOIN users u ON u.user_name = s.login
     JOIN nominations n ON n.id = $1`,
    [nominationId, at ?? null],
  );
}

export interface EventBody {
  event: SofEvent | string;
  at?: string;
  cause?: string;
  reason?: string;
}

export const recordEvent = (t: TestApp, token: string, id: number, payload: EventBody | Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/api/nominations/${id}/sof/events`, token, payload });

/** Records an event that must be accepted; the record answered. */
export async function recorded(t: TestApp, token: string, id: number, payload: EventBody): Promise<SofRecord> {
  const res = await recordEvent(t, token, id, payload);
  if (res.status !== 200) throw new Error(`${payload.event} → ${res.status} ${res.body.msg}`);
  return res.body.data as SofRecord;
}

export const correctEvent = (t: TestApp, token: string, eventId: number, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `/api/sof-events/${eventId}`, token, payload });

export const readSof = (t: TestApp, token: string, id: number) =>
  t.call({ method: 'GET', url: `/api/nominations/${id}/sof`, token });

/** The events of a full call, at minutes ago (from `first` up to `last`, recorded by whoever `token` is). */
export const FULL_CALL: [SofEvent, number, Partial<EventBody>?][] = [
  ['arrived', 600],
  ['allFast', 540],
  ['hosesConnected', 520],
  ['commencedPumping', 500],
  ['stoppedPumping', 440, { cause: 'weather', reason: 'Squall' }],
  ['resumedPumping', 410],
  ['completedPumping', 200],
  ['hosesDisconnected', 180],
  ['castOff', 120],
];

export async function recordUpTo(
  t: TestApp,
  token: string,
  id: number,
  last: SofEvent,
  first: SofEvent = 'arrived',
): Promise<SofRecord> {
  let out: SofRecord | undefined;
  for (const [event, minutes, extra] of FULL_CALL.slice(FULL_CALL.findIndex(([e]) => e === first))) {
    if (event === 'commencedPumping') await signBeforeTransfer(t, id);
    out = await recorded(t, token, id, { event, at: ago(t, minutes), ...extra });
    if (event === last) break;
  }
  return out!;
}
