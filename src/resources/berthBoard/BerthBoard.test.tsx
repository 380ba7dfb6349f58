import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { BoardData } from '../../../contract/schemas/berthBoard';
import { formatTerminalDateTime, terminalDay, terminalDayStart } from '../../../contract/datetime';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { DAY, HOUR } from '../../../contract/time';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The board's code loads on demand; its first load under the test runner's transform is slow.
  await Promise.all([import('../nominations/BargingScreen'), import('./BerthBoard')]);
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ZONE = 'Asia/Singapore';
const today = terminalDayStart(terminalDay(new Date(), ZONE), ZONE)!.getTime();
const firstReadiness = today + 5 * DAY + 9 * HOUR;
const waitingLater = {
  nominationId: 77,
  bargeName: 'Harbour Star 1',
  bargeLoa: 78.5,
  productId: 1,
  productName: 'MGO',
  readiness: firstReadiness,
  durationHours: 4,
  unqualified: false,
  companyName: 'Straits Bunkering',
  status: 'Pending Jetty Information',
  quantity: 1000,
};
const boardOf = (from: number, to: number, moved: boolean): BoardData => ({
  from,
  to,
  changeoverMinutes: 60,
  pumpRate: 500,
  berths: [],
  windows: [],
  unassigned: moved ? [waitingLater] : [],
  later: moved ? { count: 0, firstReadiness: null } : { count: 3, firstReadiness },
});

describe('the berth board’s waiting list', { timeout: 90_000 }, () => {
  it('says how many nominations are ready after the days shown, and moves the board to them on a click', async () => {
    const asked: string[] = [];
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/berthBoard`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        const from = Date.parse(q.get('from')!);
        asked.push(q.get('from')!);
        return ok(boardOf(from, Date.parse(q.get('to')!), from > today));
      }),
    );
    renderApp('/barging/index/board');
    // Three days shown from today: the last is today + 2.
    const lastDay = formatTerminalDateTime(new Date(today + 3 * DAY - 1), ZONE).slice(0, 5);
    const hint = await screen.findByTestId('waiting-later', {}, { timeout: 45_000 });
    expect(hint.textContent).toBe(`3 more ready after ${lastDay} – show`);
    // Not the false "nothing is waiting".
    expect(screen.queryByText('No nomination is waiting for a berth.')).toBeNull();
    expect(screen.getByText('No nomination waiting for a berth is ready in these days.')).toBeInTheDocument();

    fireEvent.click(hint);
    await screen.findByTestId('waiting-77');
    const firstDay = terminalDayStart(terminalDay(new Date(firstReadiness), ZONE), ZONE)!.toISOString();
    await waitFor(() => expect(asked.at(-1)).toBe(firstDay));
    expect(screen.queryByTestId('waiting-later')).toBeNull();
  });
});

describe('the berth board before its days are in', { timeout: 90_000 }, () => {
  it('says it is loading, not an empty board, until the days are in', async () => {
    let answer: () => void = () => undefined;
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/berthBoard`, async ({ request }) => {
        const q = new URL(request.url).searchParams;
        await new Promise<void>((r) => (answer = r));
        const board = boardOf(Date.parse(q.get('from')!), Date.parse(q.get('to')!), false);
        return ok({ ...board, berths: [{ ...BERTH, id: 1, name: 'J1-A' }] });
      }),
    );
    renderApp('/barging/index/board');
    // PageLoading fills its status after a second: the spinner, named.
    await screen.findByRole('progressbar', { name: 'Loading' }, { timeout: 45_000 });
    expect(screen.queryByTestId('berth-row-J1-A')).toBeNull();
    // Nor the waiting list's heading over nothing.
    expect(screen.queryByText('Waiting for a berth')).toBeNull();
    answer();
    await screen.findByTestId('berth-row-J1-A');
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
    expect(screen.getByText('Waiting for a berth')).toBeInTheDocument();
  });

  it('says so when the board cannot be read, not a spinner for ever nor empty lanes', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/berthBoard`, () =>
        HttpResponse.json({ code: 409, msg: 'The board is being rebuilt', data: null }, { status: 409 }),
      ),
    );
    renderApp('/barging/index/board');
    await screen.findByText('Server communication error', {}, { timeout: 45_000 });
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });
});

const BERTH = { jettyId: 1, jettyNumber: 'J1', minLoa: 30, maxLoa: 120, active: true, productIds: [1], closures: [] };
