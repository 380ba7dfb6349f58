import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { BoardData } from '../../../contract/schemas/berthBoard';
import { formatTerminalDateTime, terminalDay, terminalDayStart } from '../../../contract/datetime';
import { HOUR, MINUTE } from '../../../contract/time';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The board's code loads on demand; its first load under the test runner's transform is slow.
  await import('./BerthBoard');
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ZONE = 'Asia/Singapore';
const today = terminalDayStart(terminalDay(new Date(), ZONE), ZONE)!.getTime();
const readiness = today + 10 * HOUR;
const berth = (id: number, name: string, maxLoa: number) => ({
  id,
  name,
  jettyId: id,
  jettyNumber: name.slice(0, 2),
  minLoa: 30,
  maxLoa,
  active: true,
  productIds: [1],
  closures: [],
});
const board = (from: number, to: number): BoardData => ({
  from,
  to,
  changeoverMinutes: 60,
  pumpRate: 500,
  // J2-A is too short for the barge.
  berths: [berth(1, 'J1-A', 120), berth(2, 'J2-A', 50)],
  windows: [],
  unassigned: [
    {
      nominationId: 7,
      bargeName: 'Harbour Star 1',
      bargeLoa: 78.5,
      productId: 1,
      productName: 'MGO',
      readiness,
      durationHours: 4,
      unqualified: false,
      companyName: 'Straits Bunkering',
      status: 'Pending Jetty Information',
      quantity: 1000,
    },
  ],
  later: { count: 0, firstReadiness: null },
});

describe('placing on the berth board by keyboard', { timeout: 90_000 }, () => {
  it('moves a picked nomination along a berth from its readiness, shows the verdict, Escape drops it, Enter assigns', async () => {
    const assigned: unknown[] = [];
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/berthBoard`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        return ok(board(Date.parse(q.get('from')!), Date.parse(q.get('to')!)));
      }),
      mswHttp.post(`${API}/jput/nomination/assign/7`, async ({ request }) => {
        assigned.push(await request.json());
        return ok({ id: 7, berthName: 'J1-A' });
      }),
    );
    renderApp('/barging/index/board');
    const chip = await screen.findByTestId('waiting-7', {}, { timeout: 45_000 });
    const row = (name: string) => screen.getByRole('group', { name });
    const aim = () => screen.queryByTestId('aim')?.textContent ?? null;
    const hhmm = (ms: number) => formatTerminalDateTime(new Date(ms), ZONE).slice(11);

    // The days scroll sideways in a named region the keyboard reaches (axe scrollable-region-focusable).
    expect(screen.getByRole('region', { name: 'Berth board' }).tabIndex).toBe(0);
    // Nothing picked: the keys leave the row alone.
    expect(fireEvent.keyDown(row('J1-A'), { key: 'ArrowRight' })).toBe(true);
    expect(aim()).toBeNull();

    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    screen.getByText(/^Placing #7/);
    // A too short berth says so before the drop, with its rule.
    fireEvent.keyDown(row('J2-A'), { key: 'ArrowRight' });
    expect(aim()).toBe(`${hhmm(readiness + 15 * MINUTE)} ✗`);
    expect(screen.getByTestId('drag-violations').textContent).not.toBe('');
    fireEvent.keyDown(row('J2-A'), { key: 'Escape' });
    expect(aim()).toBeNull();
    expect(chip.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(chip);
    for (let i = 0; i < 5; i++) fireEvent.keyDown(row('J1-A'), { key: 'ArrowRight' });
    fireEvent.keyDown(row('J1-A'), { key: 'ArrowLeft', shiftKey: true });
    // Five quarters on, an hour back: a quarter after the readiness, and the berth fits.
    expect(aim()).toBe(`${hhmm(readiness + 15 * MINUTE)} ✓`);
    expect(screen.queryByTestId('drag-violations')).toBeNull();
    fireEvent.keyDown(row('J1-A'), { key: 'Enter' });
    await waitFor(() =>
      expect(assigned).toEqual([{ berthId: 1, estimatedBerthTime: new Date(readiness + 15 * MINUTE).toISOString() }]),
    );
    await screen.findByText(
      `Nomination #7 assigned to J1-A, ${formatTerminalDateTime(new Date(readiness + 15 * MINUTE), ZONE)}`,
    );
    expect(aim()).toBeNull();
  });
});
