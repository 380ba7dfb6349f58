import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { GetInfoResult } from '../../contract/schemas/auth';
import { API, info, ok, renderApp, shellHandlers } from '../../tests/support/web-app';
import { tankRow } from '../../tests/support/tankRow';

let who: GetInfoResult = info('logistics', 1, 1);
const requests: { method: string; url: URL; body: unknown }[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function recordAll() {
  server.events.removeAllListeners();
  server.events.on('request:start', async ({ request }) => {
    const body =
      request.method === 'GET'
        ? null
        : await request
            .clone()
            .json()
            .catch(() => null);
    requests.push({ method: request.method, url: new URL(request.url), body });
  });
}

const company = {
  id: 7,
  code: 'STRAITS',
  name: 'Straits Bunkering',
  kind: 'customer',
  country: 'SG',
  uen: '200912345K',
  userCount: 2,
  active: true,
};
const tank = tankRow;

describe('company list and form', () => {
  it('lists companies with their kind and sends search and paging to the API', async () => {
    who = info('logistics', 1, 1);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/companies/list`, () => ok({ rows: [company], total: 1 })),
    );
    recordAll();
    renderApp('/admin/company');
    expect(await screen.findByText('Straits Bunkering')).toBeInTheDocument();
    expect(screen.getByText('Customer')).toBeInTheDocument();
    // The country by its name, not its code.
    expect(screen.getByText('Singapore')).toBeInTheDocument();
    await userEvent.type(await screen.findByPlaceholderText('Search'), 'strait');
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.url.pathname.endsWith('/companies/list') && r.url.searchParams.get('searchValue') === 'strait',
        ),
      ).toBe(true),
    );
    const last = requests.filter((r) => r.url.pathname.endsWith('/companies/list')).at(-1)!;
    expect(last.url.searchParams.get('pageSize')).toBe('20');
    expect(last.url.searchParams.get('sort')).toBe('name');
  });

  it('checks the LEI and UEN in the form and sends nothing while they are wrong', async () => {
    who = info('logistics', 1, 1);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/companies/list`, () => ok({ rows: [], total: 0 })),
    );
    recordAll();
    renderApp('/admin/company/create');
    const type = (label: string | RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText(/^Code/);
    type(/^Code/, 'OCEANIC');
    type(/^Name/, 'Oceanic Petroleum');
    type('LEI', '506700GE1G29325QX364');
    type('UEN number', '12345');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('LEI must be 20 characters with valid ISO 17442 check digits')).toBeInTheDocument();
    expect(screen.getByText('UEN does not match a Singapore format')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('ship form', () => {
  it('refuses a wrong IMO check digit in the browser, and a barge operator chooses no owner', async () => {
    who = info('bargeoperator', 3, 9);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/ships/list`, () => ok({ rows: [], total: 0 })),
    );
    renderApp('/admin/ship/create');
    await userEvent.type(await screen.findByLabelText(/^IMO number/), '9074728');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('IMO number must be 7 digits with a valid check digit')).toBeInTheDocument();
    expect(screen.queryByLabelText('Owner or operator')).toBeNull();
  });
});

describe('jetty form', () => {
  it('shows the LOA rule on a berth whose minimum is not below its maximum', async () => {
    who = info('logistics', 1, 1);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/products/list`, () => ok({ rows: [], total: 0 })),
    );
    const { container } = renderApp('/admin/jetty/create');
    await screen.findByLabelText(/^Jetty number/);
    fireEvent.click(container.querySelector('.ra-input-berths button.button-add')!);
    await userEvent.type(await screen.findByLabelText(/^Minimum LOA/), '90');
    await userEvent.type(screen.getByLabelText(/^Maximum LOA/), '80');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Minimum LOA must be below maximum LOA')).toBeInTheDocument();
  });
});

describe('tank list', () => {
  it('shows tanks and exports the filtered rows as CSV through the paged API', async () => {
    who = info('logistics', 1, 1);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/tanks/list`, () => ok({ rows: [tank], total: 1 })),
    );
    recordAll();
    const blobs: Blob[] = [];
    URL.createObjectURL = (b: Blob) => (blobs.push(b), 'blob:test');
    URL.revokeObjectURL = () => undefined;
    renderApp('/admin/tank');
    expect(await screen.findByText('T101')).toBeInTheDocument();
    expect(screen.getByText('MGO')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /export/i }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = await blobs[0]!.text();
    expect(csv.split('\r\n')[0]).toBe('Number,Name,Product,Capacity (m³),Active');
    expect(csv).toContain('T101,Tank T101,MGO,12000,true');
    const exportCall = requests.filter((r) => r.url.pathname.endsWith('/tanks/list')).at(-1)!;
    expect(exportCall.url.searchParams.get('pageSize')).toBe('100');
  });
});

describe('equipment reports', () => {
  const report = {
    id: 3,
    jettyId: 1,
    jettyNumber: 'J1',
    equipment: 'Loading arm 2',
    location: 'North',
    severity: 'high',
    closesJetty: true,
    description: null,
    reportedOn: '2026-11-20T02:00:00Z',
    reportedBy: 5,
    reportedByName: 'controlroom',
    resolvedOn: null,
    resolvedByName: null,
    resolution: null,
    open: true,
  };

  it('lets logistics resolve an open report, asking for a reason first', async () => {
    who = info('logistics', 1, 1);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/equipmentReports/list`, () => ok({ rows: [report], total: 1 })),
      mswHttp.get(`${API}/jetties/list`, () => ok({ rows: [], total: 0 })),
      mswHttp.post(`${API}/equipmentReports/3/resolve`, () => ok({ ...report, open: false })),
    );
    recordAll();
    renderApp('/equipment-report/index');
    expect(await screen.findByText('Loading arm 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByTestId('reason-input'), 'Seal replaced');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.pathname.endsWith('/resolve'))?.body).toEqual({ resolution: 'Seal replaced' }),
    );
  });

  it('offers control room no resolve button', async () => {
    who = info('controlroom', 1, 2);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/equipmentReports/list`, () => ok({ rows: [report], total: 1 })),
      mswHttp.get(`${API}/jetties/list`, () => ok({ rows: [], total: 0 })),
    );
    renderApp('/equipment-report/index');
    expect(await screen.findByText('Loading arm 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });
});

describe('settings', () => {
  it("shows a company admin its company and its users, not the terminal's rates", async () => {
    who = info('companyadmin', 2, 4);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/companies/7`, () => ok(company)),
      mswHttp.get(`${API}/system/user/getList`, () => ok({ rows: [], total: 0 })),
      mswHttp.get(`${API}/settings`, () =>
        ok({
          varianceThreshold: 0.5,
          billingRates: { currency: 'SGD', berthHourRate: 350, perTonneRate: 1.2 },
          timeZone: 'Asia/Singapore',
          trial: true,
        }),
      ),
    );
    renderApp('/settings/index');
    const tabs = await screen.findAllByRole('tab');
    // Its own e-mail preferences (issue 34) beside its company.
    expect(tabs.map((t) => t.textContent)).toEqual(['My company', 'Users', 'E-mail']);
    expect(await screen.findByText('Straits Bunkering')).toBeInTheDocument();
    expect(screen.getByText('Singapore')).toBeInTheDocument();
    expect(screen.queryByTestId('variance-threshold')).toBeNull();
    fireEvent.click(tabs[1]!);
    expect(await screen.findByText('No users yet. Add a user to give someone access.')).toBeInTheDocument();
  });

  it('gives the terminal admin every tab and saves the threshold', async () => {
    who = info('logistics', 1, 1);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/system/user/getList`, () => ok({ rows: [], total: 0 })),
      mswHttp.get(`${API}/settings`, () =>
        ok({
          varianceThreshold: 0.5,
          billingRates: { currency: 'SGD', berthHourRate: 350, perTonneRate: 1.2, perPilotJob: 450, perTugJob: 800 },
          timeZone: 'Asia/Singapore',
          trial: true,
          sireMaxAgeMonths: 6,
          bargesNeedVetting: false,
          pilotage: { travelBufferMinutes: 30, maxDutyHours: 10, jobMinutes: 60, tugsPerJob: 1 },
          portCall: { repeatCheckHours: 4, onTimeToleranceHours: 1 },
        }),
      ),
      // No stamp uploaded yet: the card says the documents carry a drawn one.
      mswHttp.get(`${API}/settings/stamp`, () =>
        HttpResponse.json({ code: 404, msg: 'Not found', data: null }, { status: 404 }),
      ),
      mswHttp.put(`${API}/settings`, async ({ request }) =>
        ok({
          varianceThreshold: 0.8,
          billingRates: { currency: 'SGD', berthHourRate: 350, perTonneRate: 1.2 },
          timeZone: 'Asia/Singapore',
          trial: true,
          ...((await request.json()) as object),
        }),
      ),
    );
    recordAll();
    renderApp('/settings/index?tab=terminal');
    const threshold = await screen.findByTestId('variance-threshold');
    expect(await screen.findByText(/No stamp uploaded/)).toBeInTheDocument();
    expect(screen.getByTestId('upload-stamp')).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
      'Users',
      'Products',
      'Partner apps',
      'Outbox',
      'Safety checklist',
      'Terminal',
      'E-mail',
    ]);
    fireEvent.change(threshold, { target: { value: '0.8' } });
    // Ship vetting's rules (issue 16): the SIRE report's age and whether barges need an acceptance.
    fireEvent.change(screen.getByTestId('sire-max-age'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('switch', { name: /Barges need an accepted ship vetting/ }));
    // The port call record's two settings (issue 33).
    fireEvent.change(screen.getByTestId('portCall-repeatCheckHours'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        varianceThreshold: 0.8,
        sireMaxAgeMonths: 9,
        bargesNeedVetting: true,
        portCall: { repeatCheckHours: 6, onTimeToleranceHours: 1 },
      }),
    );
  });
});

describe('forms', () => {
  it('title a new record by what it is and an existing one by its name, with Cancel back to the list', async () => {
    who = info('logistics', 1, 1);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/tanks/1`, () => ok(tank)),
      mswHttp.get(`${API}/tanks/list`, () => ok({ rows: [tank], total: 1 })),
      mswHttp.get(`${API}/products/list`, () =>
        ok({ rows: [{ id: 1, name: 'MGO', type: 'ALL', active: true }], total: 1 }),
      ),
      mswHttp.get(`${API}/products/1`, () => ok({ id: 1, name: 'MGO', type: 'ALL', active: true })),
    );
    renderApp('/admin/tank/1');
    expect(await screen.findByText('Edit Tank T101')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('T101')).toBeInTheDocument();
    expect(screen.queryByText('Edit Tank T101')).toBeNull();
  });

  it('says which record was created', async () => {
    who = info('logistics', 1, 1);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/products/list`, () => ok({ rows: [], total: 0 })),
      mswHttp.get(`${API}/tanks/list`, () => ok({ rows: [], total: 0 })),
      mswHttp.post(`${API}/tanks`, () => ok({ ...tank, id: 5, name: 'Tank T501', number: 'T501' })),
    );
    renderApp('/admin/tank/create');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Tank T501' } });
    fireEvent.change(screen.getByLabelText(/^Number/), { target: { value: 'T501' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Tank T501 created')).toBeInTheDocument();
  });

  it('titles a new record "New …"', async () => {
    who = info('logistics', 1, 1);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/products/list`, () => ok({ rows: [], total: 0 })),
    );
    renderApp('/admin/tank/create');
    expect(await screen.findByText('New tank')).toBeInTheDocument();
  });
});
