import type { TestApp } from './app.js';
import { signedCq } from './documents.js';
import type { Demo, Tokens } from './nominations.js';
import { pilotJobsDone } from './pilotJobs.js';
import { ago, bookedCall, recorded, signBeforeTransfer, type EventBody } from './sof.js';
import type { LaytimeRecord } from '../../contract/schemas/laytime.js';
import type { SofRecord } from '../../contract/schemas/portCall.js';
import type { SofEvent } from '../../contract/portCall.js';

/** An event at minutes ago, with a stop's cause. */
export type Step = [SofEvent, number, Partial<EventBody>?];

/**
 * A call's events (minutes ago) up to cast off, with `stops` between commenced and completed
 * pumping; arrived (NOR) 20 minutes before all fast unless given, so all fast starts the clock.
 */
export const callWith = (o: { arrived?: number; allFast: number; stops?: [number, number, string][] }): Step[] => [
  ['arrived', o.arrived ?? o.allFast + 20],
  ['allFast', o.allFast],
  ['hosesConnected', o.allFast - 10],
  ['commencedPumping', o.allFast - 20],
  ...(o.stops ?? []).flatMap(([from, to, cause]): Step[] => [
    ['stoppedPumping', from, { cause, reason: `${cause} stop` }],
    ['resumedPumping', to],
  ]),
  ['completedPumping', 200],
  ['hosesDisconnected', 180],
  ['castOff', 120],
];

/** Records `steps` on a new booked call (the loading master): the SoF record after the last. */
export async function recordedCall(t: TestApp, d: Demo, k: Tokens, steps: Step[], over: Record<string, unknown> = {}) {
  const n = await bookedCall(t, d, k, over);
  let sof: SofRecord | undefined;
  for (const [event, minutes, extra] of steps) {
    if (event === 'commencedPumping') await signBeforeTransfer(t, n.id);
    sof = await recorded(t, k.loading, n.id, { event, at: ago(t, minutes), ...extra });
  }
  return { id: n.id, sof: sof! };
}

/** Walks a recorded call to Completed the ordinary way: signing, a signed CQ of `tonnes`, pilot jobs done. */
export async function complete(t: TestApp, k: Tokens, id: number, tonnes = 1000) {
  await t.ok({ method: 'POST', url: `/api/jput/nomination/startSigning/${id}`, token: k.loading });
  await signedCq(t, k, id, tonnes);
  await pilotJobsDone(t, id);
  await t.ok({ method: 'POST', url: `/api/jput/nomination/complete/${id}`, token: k.logistics });
}

export async function completedCall(t: TestApp, d: Demo, k: Tokens, steps: Step[], tonnes = 1000) {
  const call = await recordedCall(t, d, k, steps);
  await complete(t, k, call.id, tonnes);
  return call;
}

export const readLaytime = (t: TestApp, token: string, id: number) =>
  t.call({ method: 'GET', url: `/api/nominations/${id}/laytime`, token });

export async function laytimeOk(t: TestApp, token: string, id: number): Promise<LaytimeRecord> {
  const res = await readLaytime(t, token, id);
  if (res.status !== 200) throw new Error(`laytime ${id} → ${res.status} ${res.body.msg}`);
  return res.body.data as LaytimeRecord;
}

/** Signs a document by every signer due, in turn (loading master, barge master). */
export async function signAll(t: TestApp, k: Tokens, documentId: number) {
  for (const token of [k.loading, k.barge]) {
    const res = await t.call({
      method: 'POST',
      url: `/api/documents/${documentId}/sign`,
      token,
      payload: { kind: 'typed', name: 'Signer' },
    });
    if (res.status !== 200) throw new Error(`sign → ${res.status} ${res.body.msg}`);
  }
}
