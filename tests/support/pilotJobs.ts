import type { TestApp } from './app.js';
import { HOUR } from '../../contract/time.js';

/**
 * A nomination's open pilot jobs piloted and completed by the head of pilot, each by a pilot of its
 * own (a new pilot record, so no other job is in its way). A nomination is completed once its call
 * is over (DECISIONS.md §7a, issue 31 point 10): a job still ahead refuses the completion, so tests
 * that complete a nomination booked in the future have its pilot do the jobs first.
 */
export async function pilotJobsDone(
  t: TestApp,
  nominationId: number,
  /** The head of pilot's sign-in name, where a test has renamed the users. */
  headUser = 'headpilot',
): Promise<number[]> {
  const jobs = await t.asOwner<{ id: number }>(
    `SELECT id FROM pilot_jobs WHERE nomination_id = $1 AND status IN ('Requested', 'Confirmed', 'In Progress')
      ORDER BY required_at, id`,
    [nominationId],
  );
  if (!jobs.length) return [];
  const [pilot] = await t.asOwner<{ id: number }>(`INSERT INTO pilots (name, kind) VALUES ($1, 'pilot') RETURNING id`, [
    `Capt. Nomination ${nominationId}`,
  ]);
  const head = await t.login(headUser);
  for (const job of jobs) {
    const url = (step: string) => `/api/pilot-jobs/${job.id}/${step}`;
    await t.ok({
      method: 'PUT',
      url: `/api/pilotage/jobs/${job.id}/assign`,
      token: head,
      payload: { pilotId: pilot!.id },
    });
    await t.ok({ method: 'POST', url: url('start'), token: head, payload: {} });
    const now = t.clock.now.getTime();
    const actual = { actualStart: new Date(now - HOUR).toISOString(), actualEnd: new Date(now).toISOString() };
    await t.ok({ method: 'POST', url: url('complete'), token: head, payload: actual });
  }
  return jobs.map((j) => j.id);
}
