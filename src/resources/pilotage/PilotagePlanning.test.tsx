import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Block parts' texts run together in textContent: compared without spaces. */
const bare = (s: string | null) => (s ?? '').replace(/\s+/g, '');

describe('placing on the pilotage planner by keyboard', { timeout: 90_000 }, () => {
  it('picks a waiting job with Enter, shows each lane’s verdict, and places it with Enter or Space on the lane’s name, the pick staying', async () => {
    const assigned: unknown[] = [];
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/pilotage/board`, () => ok(board)),
      mswHttp.put(`${API}/pilotage/jobs/11/assign`, async ({ request }) => {
        assigned.push(await request.json());
        return ok(job(11, {}));
      }),
    );
    const user = userEvent.setup();
    const { container } = renderApp('/pilotagePlanning/index');
    await screen.findByTestId('open-jobs', {}, { timeout: 45_000 });
    const lane = (name: RegExp) => within(screen.getByTestId('lane-area')).getByRole('button', { name });
    const card = container.querySelector('[data-testid=open-jobs] [data-job="11"]') as HTMLElement;

    // Nothing picked: Enter on a lane places nothing.
    lane(/^Capt\. Free/).focus();
    await user.keyboard('{Enter}');
    card.focus();
    await user.keyboard('{Enter}');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    screen.getByText(/^Job #11 \(Barge 11/);
    expect(assigned).toEqual([]);
    // The busy pilot says why not before anything is pressed; the free one fits.
    const verdicts = [...container.querySelectorAll('[data-verdict]')].map((v) => v.getAttribute('data-verdict'));
    expect(verdicts).toEqual(['no', 'yes', 'yes']);

    lane(/^Capt\. Free/).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(assigned).toEqual([{ pilotId: 2, tugIds: [] }]));
    // Still picked: the next lane takes the same job.
    expect(card.getAttribute('aria-pressed')).toBe('true');
    lane(/^Tug One/).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(assigned).toHaveLength(2));
    expect(assigned[1]).toEqual({ pilotId: null, tugIds: [3] });
  });

  it('names the barge on a job’s bar, and every button on the lanes is named by what it shows, none inside another', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/pilotage/board`, () => ok(board)),
    );
    const user = userEvent.setup();
    renderApp('/pilotagePlanning/index');
    const area = await screen.findByTestId('lane-area', {}, { timeout: 45_000 });
    // Walk 35 #8: the bar read "#10" alone.
    const bar = within(area).getByRole('button', { name: /^#10 Barge 10 · berthing / });
    expect(squash(bar.textContent ?? '')).toBe('#10 Barge 10');
    // A bar picks its job by keyboard too.
    bar.focus();
    await user.keyboard('{Enter}');
    expect(bar.getAttribute('aria-pressed')).toBe('true');
    // axe label-content-name-mismatch and nested-interactive, as jsdom can tell them.
    // Testing Library hands its name matcher each button's accessible name.
    const named: [string, HTMLElement][] = [];
    within(area).getAllByRole('button', { name: (name, el) => named.push([name, el as HTMLElement]) > 0 });
    expect(named.length).toBeGreaterThanOrEqual(4);
    for (const [name, b] of named) {
      expect(bare(name)).toContain(bare(b.textContent));
      expect(b.querySelector('button, [role=button], [tabindex="0"]')).toBeNull();
    }
  });
});
