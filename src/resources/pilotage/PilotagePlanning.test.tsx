import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { board, job } from './pilotBoard.fixture';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The planner's code loads on demand; its first load under the test runner's transform is slow.
  await import('./PilotagePlanning');
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
