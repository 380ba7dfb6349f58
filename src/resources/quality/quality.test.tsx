import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import type { CustomerDashboard } from '../../../contract/schemas/dashboard';
import { addDays, terminalDay } from '../../../contract/datetime';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

/** Off-spec certificates of quality on the screens (issue 34): the nomination's banner, the chips, the product's limits. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const nomination = (offSpec: boolean) =>
  ({
    id: 42,
    status: 'Completed',
    companyId: 7,
    companyName: 'Straits Bunkering',
    bargeId: 3,
    bargeName: 'Harbour Star 1',
    productName: 'VLSFO',
    quantity: 1000,
    surveyors: [],
    documents: {
      quantity: null,
      quality: { id: 5, number: 'COQ-2026-00007', status: 'Signed' },
      billOfLading: null,
      statementOfFacts: null,
    },
    pendingRequests: 0,
    createdAt: '2026-11-21T01:00:00.000Z',
    updatedAt: '2026-11-21T01:00:00.000Z',
    actions: [],
    editable: false,
    sofProgress: 'none',
    offSpec,
  }) as unknown as NominationRecord;

const coq = {
  id: 5,
  number: 'COQ-2026-00007',
  type: 'quality',
  status: 'Signed',
  offSpec: [
    { test: 'sulphur', parameter: 'Sulphur', result: 0.62, min: null, max: 0.5, unit: '% m/m' },
    { test: 'flashPoint', parameter: 'Flash point', result: 57, min: 60, max: null, unit: '°C' },
  ],
};

function nominationHandlers(offSpec: boolean) {
  return [
    ...shellHandlers(() => info('logistics', 1, 1)),
    mswHttp.get(`${API}/jput/nomination/options`, () =>
      ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
    ),
    mswHttp.get(`${API}/jput/nomination/42`, () => ok(nomination(offSpec))),
    mswHttp.get(`${API}/documents/5`, () => ok(coq)),
    mswHttp.get(`${API}/system/user/sds/42`, () => ok([])),
  ];
}

describe("the nomination's off-spec banner", () => {
  it('names each failing test with its result and limit, and links the certificate', async () => {
    server.use(...nominationHandlers(true));
    renderApp('/barging/index/42');
    const alert = await screen.findByTestId('off-spec-alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sulphur 0.62 % m/m above max 0.50 % m/m', 'Flash point 57 °C below min 60 °C']);
    expect(alert).toHaveTextContent(/^Off-spec/);
    expect(within(alert).getByRole('link', { name: 'Certificate of quality COQ-2026-00007' })).toHaveAttribute(
      'href',
      '/documents/5',
    );
    // The documents tab marks the certificate in words too.
    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    const link = await screen.findByRole('link', { name: 'COQ-2026-00007' });
    expect(link.parentElement).toHaveTextContent('Off-spec');
  });

  it('is not shown for a nomination on spec', async () => {
    server.use(...nominationHandlers(false));
    renderApp('/barging/index/42');
    expect(await screen.findByRole('tab', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByTestId('off-spec-alert')).toBeNull();
  });
});

describe("a product's specification limits", () => {
  const product = {
    id: 2,
    name: 'VLSFO',
    type: 'Port',
    active: true,
    specLimits: [{ test: 'sulphur', unit: '% m/m', min: null, max: 0.5 }],
    laytimeHoursPerKt: null,
  };

  function productHandlers(onPut: (body: Record<string, unknown>) => void) {
    return [
      ...shellHandlers(() => info('admin', 0, 0)),
      mswHttp.get(`${API}/products/2`, () => ok(product)),
      mswHttp.get(`${API}/products/list`, () => ok({ rows: [product], total: 1 })),
      mswHttp.put(`${API}/products/2`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        onPut(body);
        return ok({ ...product, ...body });
      }),
    ];
  }

  /** Adds a row by its button and picks its test from the list. */
  async function addLimit(name: string) {
    fireEvent.click(await screen.findByRole('button', { name: 'Add a limit' }));
    const tests = await screen.findAllByRole('combobox', { name: /Test/ });
    fireEvent.mouseDown(tests.at(-1)!);
    fireEvent.click(await screen.findByRole('option', { name }));
  }

  it('shows the saved limits and saves a new row of the table', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(...productHandlers((body) => (sent = body)));
    renderApp('/settings/index/products/2');
    expect(await screen.findByText('Specification limits')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Max')[0]).toHaveValue(0.5);
    // Each row's remove button names the test it removes (walk 34 #15).
    expect(screen.getByRole('button', { name: 'Remove Sulphur' })).toBeInTheDocument();
    await addLimit('Flash point (°C)');
    expect(await screen.findByRole('button', { name: 'Remove Flash point' })).toBeInTheDocument();
    fireEvent.change(screen.getAllByLabelText('Min')[1]!, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent).toBeDefined(), { timeout: 10_000 });
    expect(sent?.specLimits).toEqual([
      { test: 'sulphur', unit: '% m/m', min: null, max: 0.5 },
      { test: 'flashPoint', unit: null, min: 60, max: null },
    ]);
  }, 60_000);

  it('refuses a minimum above the maximum at the max field, clears it once min is corrected, then saves', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(...productHandlers((body) => (sent = body)));
    renderApp('/settings/index/products/2');
    await screen.findByText('Specification limits');
    fireEvent.change(screen.getAllByLabelText('Min')[0]!, { target: { value: '0.7' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    const error = await screen.findByText('The minimum cannot be above the maximum');
    // At the row's own Max, not the form's top.
    expect(error.closest('.MuiFormControl-root')?.querySelector('label')).toHaveTextContent('Max');
    expect(sent).toBeUndefined();
    // Correcting the other field of the row clears the refusal (the row is checked as a whole).
    fireEvent.change(screen.getAllByLabelText('Min')[0]!, { target: { value: '0.1' } });
    await waitFor(() => expect(screen.queryByText('The minimum cannot be above the maximum')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent).toBeDefined(), { timeout: 10_000 });
    expect(sent?.specLimits).toEqual([{ test: 'sulphur', unit: '% m/m', min: 0.1, max: 0.5 }]);
  }, 60_000);
});

describe("the dashboard's off-spec figure", () => {
  const today = terminalDay(new Date(), 'Asia/Singapore');
  const from = addDays(today, -29);
  const filter = { offSpec: 'true', offSpecFrom: from, offSpecTo: today };
  const dashboard: CustomerDashboard = {
    kind: 'customer',
    from,
    to: today,
    states: [],
    berthingsAhead: { value: 0, link: { resource: 'nominations', filter: { status: 'Booked' } } },
    nextBerthings: [],
    completed: { value: 0, link: { resource: 'nominations', filter: { status: 'Completed' } } },
    averageVariance: null,
    highVariance: { value: 0, link: { resource: 'nominations', filter: { status: 'Completed' } } },
    offSpec: { value: 2, link: { resource: 'nominations', filter } },
    threshold: 0.5,
    vettings: [],
    expiring: [],
  };

  it('opens the barging list filtered to them, the filter said in words and removable with its period', async () => {
    const listed: URL[] = [];
    server.use(
      ...shellHandlers(() => info('customer', 2, 5)),
      mswHttp.get(`${API}/dashboard`, () => ok(dashboard)),
      mswHttp.get(`${API}/dashboard/port-calls`, () =>
        ok({ from, to: today, terminal: null, berths: [], customers: [] }),
      ),
      mswHttp.get(`${API}/jput/nomination/list`, ({ request }) => {
        listed.push(new URL(request.url));
        return ok({ rows: [], total: 0 });
      }),
    );
    renderApp('/dashboard/index');
    const figure = await screen.findByTestId('figure-offSpec', {}, { timeout: 30_000 });
    expect(figure).toHaveTextContent('2');
    fireEvent.click(screen.getByRole('link', { name: /^Off-spec certificates, last 30 days/ }));
    await waitFor(() => expect(listed.length).toBeGreaterThan(0));
    const last = () => listed[listed.length - 1]!.searchParams;
    expect(last().get('offSpec')).toBe('true');
    expect(last().get('offSpecFrom')).toBe(from);
    expect(last().get('offSpecTo')).toBe(today);
    const day = (d: string) => d.split('-').reverse().join('/');
    const words = `Off-spec certificate of quality, signed ${day(from)} – ${day(today)}`;
    fireEvent.keyUp(await screen.findByRole('button', { name: `Remove the filter ${words}` }), { key: 'Delete' });
    await waitFor(() => expect(last().has('offSpec')).toBe(false));
    expect(last().has('offSpecFrom')).toBe(false);
  }, 60_000);
});
