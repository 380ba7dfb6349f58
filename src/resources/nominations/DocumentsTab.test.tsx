import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const nomination = {
  id: 42,
  status: 'Booked',
  companyId: 7,
  companyName: 'Straits Bunkering',
  bargeId: 3,
  bargeName: 'Harbour Star 1',
  productName: 'MGO',
  quantity: 1000,
  surveyors: [],
  documents: {
    quantity: null,
    quality: null,
    billOfLading: null,
    statementOfFacts: { id: 9, number: 'SOF-2026-00001', status: 'Pending' },
  },
  pendingRequests: 0,
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
  actions: [],
  editable: false,
} as unknown as NominationRecord;

function handlers(who: ReturnType<typeof info>) {
  return [
    ...shellHandlers(() => who),
    mswHttp.get(`${API}/jput/nomination/options`, () =>
      ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
    ),
    mswHttp.get(`${API}/jput/nomination/42`, () => ok(nomination)),
    mswHttp.get(`${API}/system/user/sds/42`, () => ok([])),
  ];
}

describe("a nomination's documents tab", () => {
  it('lists the statement of facts with its number and status, opening its document record', async () => {
    server.use(...handlers(info('barge', 4, 8)));
    renderApp('/barging/index/42');
    fireEvent.click(await screen.findByRole('tab', { name: 'Documents' }));
    const link = await screen.findByRole('link', { name: 'SOF-2026-00001' });
    expect(link).toHaveAttribute('href', '/documents/9');
    expect(link.parentElement).toHaveTextContent('Statement of facts SOF-2026-00001 · Pending');
  });

  it('offers the terminal the certificates to make, never the statement of facts', async () => {
    server.use(...handlers(info('logistics', 1, 1)));
    renderApp('/barging/index/42');
    fireEvent.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByTestId('make-quantity')).toBeInTheDocument();
    expect(screen.queryByTestId('make-statementOfFacts')).not.toBeInTheDocument();
  });
});
