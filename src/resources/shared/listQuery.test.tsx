import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const row = {
  id: 42,
  status: 'Booked',
  bargeName: 'Harbour Star 2',
  productName: 'VLSFO',
  quantity: 1000,
  surveyors: [],
  documents: { quantity: null, quality: null, billOfLading: null },
};

describe('a list opened from the menu', () => {
  it("is asked for once, with the click, under react-admin's own key: the user's last order and page size included", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      ...shellHandlers(() => info('customer', 2, 5)),
      mswHttp.get(`${API}/jput/nomination/list`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return ok({ rows: [row], total: 1 });
      }),
    );
    // What react-admin kept of the user's last visit: 50 a page, by readiness time.
    localStorage.setItem(
      'RaStore.berth.nominations',
      JSON.stringify({ sort: 'bargeReadinessTime', order: 'ASC', page: 1, perPage: 50, filter: {} }),
    );
    renderApp('/dashboard/index');
    fireEvent.click(await screen.findByRole('link', { name: /^Barging Nomination/ }));
    expect(await screen.findByText('Harbour Star 2')).toBeInTheDocument();
    // A prefetch under another key than the list's would show as a second request.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.get('pageSize')).toBe('50');
    expect(asked[0]!.get('sort')).toBe('bargeReadinessTime');
    expect(asked[0]!.get('order')).toBe('ASC');
  });
});
