import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import type { CustomerDashboard, TerminalDashboard } from '../../../contract/schemas/dashboard';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

let who: GetInfoResult = info('logistics', 1, 1);
const asked: URL[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

const terminal: TerminalDashboard = {
  kind: 'terminal',
  from: '2026-10-25',
  to: '2026-11-23',
  occupancy: [{ berthId: 1, berth: 'J1-A', last7: 7.1, last30: 5 }],
  waiting: { averageHours: 4.8, berthings: 2 },
  states: [
    { status: 'Completed', count: 2 },
    { status: 'Booked', count: 1 },
  ],
  onTime: { onTime: 1, berthings: 2 },
  throughput: [{ productId: 3, product: 'Marine Gasoil (MGO) 0.1%S', tonnes: 1993.4 }],
  highVarianceOpen: 1,
  vettings: { waitingOnTerminal: 3, open: 5, expiring: 1 },
  documentsAwaiting: 4,
};
const customer: CustomerDashboard = {
  kind: 'customer',
  from: '2026-10-25',
  to: '2026-11-23',
  states: [{ status: 'Booked', count: 1 }],
  nextBerthings: [
    { id: 12, bargeName: 'Harbour Star 1', berth: 'J2-A', at: '2026-11-25T00:00:00.000Z', status: 'Booked' },
  ],
  variance: { completed: 2, averagePercent: -0.35, high: 1 },
  vettings: [{ status: 6, count: 3 }],
  expiring: [{ id: 9, shipName: 'Keppel Dawn', expiresAt: '2026-12-13T08:00:00.000Z' }],
};

function answer(data: TerminalDashboard | CustomerDashboard) {
  server.use(
    ...shellHandlers(() => who),
    mswHttp.get(`${API}/dashboard`, ({ request }) => {
      asked.push(new URL(request.url));
      return ok(data);
    }),
  );
}

describe('the dashboard', () => {
  it('shows terminal logistics its figures, each a link to the list behind it, and asks again for another period', async () => {
    who = info('logistics', 1, 1);
    answer(terminal);
    renderApp('/dashboard/index');
    expect(await screen.findByTestId('figure-waiting')).toHaveTextContent('4.8 h');
    expect(screen.getByTestId('figure-onTime')).toHaveTextContent('50 %');
    expect(screen.getByRole('link', { name: /^Vettings waiting on the terminal/ })).toHaveAttribute(
      'href',
      `/ship-vetting/index?filter=${encodeURIComponent('{"waiting":"true"}')}`,
    );
    expect(screen.getByRole('link', { name: /^Booked/ })).toHaveAttribute(
      'href',
      `/barging/index?filter=${encodeURIComponent('{"status":"Booked"}')}`,
    );
    expect(screen.getByText('1,993 t')).toBeInTheDocument();
    const first = asked[0]!;
    const days = (u: URL) =>
      (Date.parse(u.searchParams.get('to')!) - Date.parse(u.searchParams.get('from')!)) / 86_400_000;
    expect(days(first)).toBe(29);
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(asked.some((u) => days(u) === 6)).toBe(true));
  });

  it("shows a customer its own variance, next berthings and ships' vettings", async () => {
    who = info('customer', 2, 5);
    answer(customer);
    renderApp('/dashboard/index');
    expect(await screen.findByTestId('figure-averageVariance')).toHaveTextContent('-0.35 %');
    expect(screen.getByRole('link', { name: /#12 · Harbour Star 1 · J2-A/ })).toHaveAttribute(
      'href',
      '/barging/index/12',
    );
    expect(screen.getByRole('link', { name: 'Accepted: 3' })).toHaveAttribute(
      'href',
      `/ship-vetting/index?filter=${encodeURIComponent('{"status":"6"}')}`,
    );
    expect(screen.getByText('Keppel Dawn')).toBeInTheDocument();
    expect(screen.queryByText('Berth occupancy')).toBeNull();
  });
});
