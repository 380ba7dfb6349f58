import type { TestApp } from './app.js';

/**
 * Pilots and tugs of a test's own, added by the head of pilot through the pilots route, so that no
 * demo job stands in their way; answers each one's id by its name.
 */
export async function addPilots<N extends string>(
  t: TestApp,
  head: string,
  list: readonly (readonly [N, 'pilot' | 'tug'])[],
): Promise<Record<N, number>> {
  const ids = {} as Record<N, number>;
  for (const [name, kind] of list) {
    ids[name] = (
      await t.ok<{ id: number }>({ method: 'POST', url: '/api/pilots', token: head, payload: { name, kind } })
    ).id;
  }
  return ids;
}

/** The planner's assign call (a pilot, or none, and tugs) for one job, as the given user; answers the raw reply. */
export const assignJob = (t: TestApp, id: number, pilotId: number | null, tugIds: number[], token: string) =>
  t.call({ method: 'PUT', url: `/api/pilotage/jobs/${id}/assign`, token, payload: { pilotId, tugIds } });
