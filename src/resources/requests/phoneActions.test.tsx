import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { DocumentRecord } from '../../../contract/schemas/documents';
import type { NominationRecord, RequestRecord } from '../../../contract/schemas/nominations';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { nominationRecord } from '../../../tests/support/nominationRecord';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const request: RequestRecord = {
  id: 7,
  nominationId: 42,
  nominationStatus: 'Acknowledged',
  companyName: 'Straits Bunkering',
  bargeName: 'Harbour Star 1',
  type: 'nominatedQtyMax',
  proposed: { nominatedQtyMax: 1200 },
  previous: { nominatedQtyMax: 1000 },
  note: null,
  status: 'Pending',
  requestedBy: 9,
  requestedByName: 'Sarah Goh',
  requestedByRole: 4,
  requestedAt: '2026-11-21T01:00:00.000Z',
  decidedByName: null,
  decidedByRole: null,
  decidedAt: null,
  reason: null,
};

const doc = {
  id: 5,
  number: 'CQ-2026-00005',
  type: 'quantity',
  status: 'Pending',
  language: 'en',
  nominationId: 42,
  bargeName: 'Harbour Star 1',
  companyName: 'Straits Bunkering',
  productName: 'VLSFO',
  createdBy: 'Priya Nair',
  createdByRole: 7,
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
  round: 1,
  due: 'loadingMaster',
  slots: ['surveyor', 'loadingMaster', 'bargeMaster'],
  refusal: null,
  content: { tanks: [] },
  computed: {},
  signatures: [],
  versions: [],
  actions: ['sign', 'refuse'],
  waits: [],
} as unknown as DocumentRecord;

const options = () => ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] });

/** A button a phone user can read: its words are on it, not only in an aria-label or a tooltip. */
function labelled(name: string) {
  const button = screen.getByRole('button', { name });
  expect(button).toHaveTextContent(name);
  expect(button).not.toHaveAttribute('aria-label');
  return button;
}

// Issue 35 item 5: at 390 px, binding steps were bare icons with a tooltip that stuck after a tap.
describe('binding steps on a 390 px phone', () => {
  const desktop = window.matchMedia;
  beforeEach(() => {
    // Queries with a max-width of at least 390 hold, min-widths above it do not.
    window.matchMedia = (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return { ...desktop(query), matches: (!min || 390 >= Number(min[1])) && (!max || 390 <= Number(max[1])) };
    };
  });
  afterEach(() => {
    window.matchMedia = desktop;
  });

  it('labels Approve and Reject on a request card, and names the requester by name and role', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/jput/request/list`, () => ok({ rows: [request], total: 1 })),
      mswHttp.get(`${API}/jput/nomination/options`, options),
    );
    renderApp('/requests/index');
    const cards = await screen.findByTestId('request-cards');
    await within(cards).findByText('Approve');
    labelled('Approve');
    labelled('Reject');
    expect(cards).toHaveTextContent('Sarah Goh (Company Admin)');
  });

  it('labels Refuse and Sign on a document', async () => {
    server.use(
      ...shellHandlers(() => info('loadingmaster', 1, 11)),
      mswHttp.get(`${API}/documents/5`, () => ok(doc)),
      mswHttp.get(`${API}/jput/nomination/42`, () => ok({ ...nominationRecord, status: 'Signing in Progress' })),
      mswHttp.get(`${API}/jput/nomination/options`, options),
    );
    renderApp('/documents/5');
    await screen.findByText('Refuse');
    labelled('Refuse');
    labelled('Sign');
  });

  it("labels a nomination's Edit, so no tooltip is left over its tabs after a tap", async () => {
    const record: NominationRecord = { ...nominationRecord, status: 'Created', editable: true, actions: ['submit'] };
    server.use(
      ...shellHandlers(() => info('customer', 2, 5)),
      mswHttp.get(`${API}/jput/nomination/${record.id}`, () => ok(record)),
      mswHttp.get(`${API}/jput/nomination/options`, options),
      mswHttp.get(`${API}/jput/request/list`, () => ok({ rows: [], total: 0 })),
    );
    renderApp(`/barging/index/${record.id}`);
    await screen.findByText('Edit');
    labelled('Edit');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
