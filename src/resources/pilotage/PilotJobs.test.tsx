import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { at, board, job } from './pilotBoard.fixture';

/** The Pilot Jobs screen (DECISIONS.md §7a turn 3): the head of pilot dispatches; a pilot does not. */
let who: GetInfoResult = info('headpilot', 1, 12);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the Pilot Jobs screen', () => {
  it("gives the head of pilot a Dispatch tab: every job with Assign, the planner's verdicts in the dialog", async () => {
    who = info('headpilot', 1, 12);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/pilotage/board`, () => ok(board)),
    );
    renderApp('/pilot/index');
    const dispatch = await screen.findByTestId('dispatch');
    expect(screen.getByRole('tab', { name: 'Dispatch' })).toHaveAttribute('aria-selected', 'true');
    const open = await within(dispatch).findByText('Barge 11', { exact: false });
    const card = open.closest('[data-job]') as HTMLElement;
    // No step before a pilot is on it (the server would refuse): Assign is the way on.
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
    const staffed = within(dispatch).getByText('Barge 10', { exact: false }).closest('[data-job]') as HTMLElement;
    expect(within(staffed).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByTestId('assign-dialog');
    expect(within(dialog).getByRole('radio', { name: /Capt\. Busy/ })).toBeDisabled();
    expect(within(dialog).getByText(/Capt\. Busy is on job #10/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Capt\. Free/ })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: /Tug One/ })).toBeEnabled();
  });

  it('gives a pilot its own lists only, without Dispatch', async () => {
    who = { ...info('pilot', 1, 10) };
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/pilot-jobs`, () => ok({ rows: [], total: 0 })),
    );
    renderApp('/pilot/index');
    expect(await screen.findByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Dispatch' })).toBeNull();
  });

  it('says at once why a pilot sees no jobs when the server refuses (a 409 is not tried again)', async () => {
    who = { ...info('pilot', 1, 10) };
    let asked = 0;
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/pilot-jobs`, () => {
        asked++;
        return HttpResponse.json(
          { code: 409, msg: 'Your user is not linked to a pilot record; ask the head of pilot', data: null },
          { status: 409 },
        );
      }),
    );
    renderApp('/pilot/index');
    // Three retries would take about seven seconds, past findByText's one second.
    expect(await screen.findByText('Your user is not linked to a pilot record; ask the head of pilot')).toBeVisible();
    expect(asked).toBe(1);
  });

  it("shows why the system cancelled a job, in the reader's words, beside the planner's remarks", async () => {
    who = { ...info('pilot', 1, 10) };
    const cancelled = job(12, {
      status: 'Cancelled',
      requiredAt: at(-30),
      pilotId: 1,
      pilotName: 'Capt. Busy',
      remarks: 'Tide window at 06:00',
      cancelReason: 'pilotage.cancelReasons.notStartedAtCompletion',
    });
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/pilot-jobs`, ({ request }) =>
        ok(
          new URL(request.url).searchParams.get('view') === 'past'
            ? { rows: [cancelled], total: 1 }
            : { rows: [], total: 0 },
        ),
      ),
    );
    renderApp('/pilot/index');
    fireEvent.click(await screen.findByRole('tab', { name: 'Past' }));
    const card = (await screen.findByText('Barge 12', { exact: false })).closest('[data-job]') as HTMLElement;
    expect(within(card).getByTestId('cancel-reason')).toHaveTextContent(
      'Cancelled when the nomination was completed: not started by its required time',
    );
    expect(within(card).getByTestId('remarks')).toHaveTextContent('Remarks: Tide window at 06:00');
  });
});
