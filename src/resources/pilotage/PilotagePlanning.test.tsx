import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { PilotJobRecord, PilotageBoard } from '../../../contract/schemas/pilotage';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { HOUR } from '../../../contract/time';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The planner's code loads on demand; its first load under the test runner's transform is slow.
  await import('./PilotagePlanning');
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const job = (id: number, over: Partial<PilotJobRecord>): PilotJobRecord => ({
  id,
  nominationId: id,
  nominationStatus: 'Booked',
  bargeName: `Barge ${id}`,
  customerName: 'Customer',
  movement: 'berthing',
  fromPlace: null,
  toPlace: 'J1-A',
  requiredAt: at(2),
  endAt: at(3),
  durationMinutes: 60,
  orderedAt: at(-24),
  late: false,
  pilotId: null,
  pilotName: null,
  tugs: [],
  status: 'Requested',
  actualStart: null,
  actualEnd: null,
  remarks: null,
  cancelReason: null,
  ...over,
});
const board: PilotageBoard = {
  from: '2026-01-01',
  to: '2026-01-02',
  pilots: [
    { id: 1, name: 'Capt. Busy', kind: 'pilot', active: true },
    { id: 2, name: 'Capt. Free', kind: 'pilot', active: true },
  ],
  tugs: [{ id: 3, name: 'Tug One', kind: 'tug', active: true }],
  // Job 10 has Capt. Busy at the same time as job 11, which waits for a pilot.
  jobs: [job(10, { pilotId: 1, pilotName: 'Capt. Busy' }), job(11, {})],
  rules: { travelBufferMinutes: 30, maxDutyHours: 10, tugsPerJob: 1 },
};

describe('placing on the pilotage planner by keyboard', { timeout: 90_000 }, () => {
  it('picks a waiting job with Enter, shows each lane’s verdict, and places it with Enter or Space, the pick staying', async () => {
    const assigned: unknown[] = [];
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/pilotage/board`, () => ok(board)),
      mswHttp.put(`${API}/pilotage/jobs/11/assign`, async ({ request }) => {
        assigned.push(await request.json());
        return ok(job(11, {}));
      }),
    );
    const { container } = renderApp('/pilotagePlanning/index');
    await screen.findByTestId('open-jobs', {}, { timeout: 45_000 });
    const lane = (key: string) => container.querySelector(`[data-lane="${key}"]`) as HTMLElement;
    const card = container.querySelector('[data-testid=open-jobs] [data-job="11"]') as HTMLElement;

    // Nothing picked: Enter on a lane places nothing.
    fireEvent.keyDown(lane('pilot-2'), { key: 'Enter' });
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(card.getAttribute('aria-pressed')).toBe('true');
    screen.getByText(/^Job #11 \(Barge 11/);
    // The busy pilot says why not before anything is pressed; the free one fits.
    const verdicts = [...container.querySelectorAll('[data-verdict]')].map((v) => v.getAttribute('data-verdict'));
    expect(verdicts).toEqual(['no', 'yes', 'yes']);

    fireEvent.keyDown(lane('pilot-2'), { key: 'Enter' });
    await waitFor(() => expect(assigned).toEqual([{ pilotId: 2, tugIds: [] }]));
    // Still picked: the next lane takes the same job.
    expect(card.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(lane('tug-3'), { key: ' ' });
    await waitFor(() => expect(assigned).toHaveLength(2));
    expect(assigned[1]).toEqual({ pilotId: null, tugIds: [3] });
  });
});
