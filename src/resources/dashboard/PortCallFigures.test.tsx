import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import type { CallFigures, PortCallFigures } from '../../../contract/schemas/portCall';
import type { CustomerDashboard } from '../../../contract/schemas/dashboard';
import { addDays, terminalDay } from '../../../contract/datetime';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

let who: GetInfoResult = info('logistics', 1, 1);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const today = terminalDay(new Date(), 'Asia/Singapore');
const days = { startDate: addDays(today, -29), endDate: today };
const calls = { searchDateType: 'allFast', ...days };
const figures = (narrow: Record<string, string>, f: Partial<CallFigures>): CallFigures => ({
  calls: 4,
  waitingHours: 3.2,
  alongsideHours: 8,
  pumpingHours: 6.3,
  netRate: 1210.5,
  occupancy: 2.1,
  onTime: 2,
  onTimePercent: 50,
  link: { resource: 'nominations', filter: { ...calls, ...narrow } },
  onTimeLink: { resource: 'nominations', filter: { ...calls, ...narrow, onTime: 'true', onTimeHours: '1' } },
  ...f,
});
const terminal: PortCallFigures = {
  from: days.startDate,
  to: days.endDate,
  onTimeToleranceHours: 1,
  terminal: figures({}, {}),
  berths: [
    { ...figures({ berthId: '1' }, { calls: 2, onTime: 1, netRate: 133.3 }), berthId: 1, berth: 'J1-A' },
    {
      ...figures({ berthId: '2' }, { calls: 0, onTime: 0, onTimePercent: null, waitingHours: null }),
      berthId: 2,
      berth: 'J1-B',
    },
  ],
  customers: [{ ...figures({ companyId: '7' }, { calls: 3, onTime: 1 }), companyId: 7, company: 'Straits Bunkering' }],
};
// The rest of the dashboard, as little as it renders with.
const customerDashboard: CustomerDashboard = {
  kind: 'customer',
  from: days.startDate,
  to: days.endDate,
  states: [],
  berthingsAhead: { value: 0, link: { resource: 'nominations', filter: {} } },
  nextBerthings: [],
  completed: { value: 0, link: { resource: 'nominations', filter: {} } },
  averageVariance: null,
  highVariance: { value: 0, link: { resource: 'nominations', filter: {} } },
  threshold: 0.5,
  vettings: [],
  expiring: [],
};

function answer(portCalls: PortCallFigures) {
  server.use(
    ...shellHandlers(() => who),
    mswHttp.get(`${API}/dashboard`, () => ok(customerDashboard)),
    mswHttp.get(`${API}/dashboard/port-calls`, () => ok(portCalls)),
  );
}

const listAt = (filter: Record<string, string>) =>
  `/barging/index?filter=${encodeURIComponent(JSON.stringify(filter))}&displayedFilters=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(Object.keys(filter).map((k) => [k, true]))),
  )}`;

describe("the dashboard's port calls", () => {
  it('shows the terminal its figures, a table of berths and one of customers, each count a link to its list', async () => {
    who = info('customer', 2, 5);
    answer(terminal);
    renderApp('/dashboard/index');
    expect(await screen.findByTestId('figure-portCalls-waiting')).toHaveTextContent('3.2 h');
    expect(screen.getByTestId('figure-portCalls-netRate')).toHaveTextContent('1,210.5 t/h');
    expect(screen.getByTestId('figure-portCalls-occupancy')).toHaveTextContent('2.1 %');
    expect(screen.getByTestId('figure-portCalls-onTime')).toHaveTextContent('50 %');
    expect(screen.getByText('2 of 4 all fast within 1 h of plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Calls all fast, last 30 days/ })).toHaveAttribute('href', listAt(calls));
    expect(screen.getByRole('link', { name: /^Calls on time, last 30 days/ })).toHaveAttribute(
      'href',
      listAt({ ...calls, onTime: 'true', onTimeHours: '1' }),
    );
    const berths = within(screen.getByTestId('portCalls-berths'));
    expect(berths.getByRole('columnheader', { name: 'Berth' })).toBeInTheDocument();
    expect(berths.getByRole('link', { name: 'J1-A: 2 calls, open the list' })).toHaveAttribute(
      'href',
      listAt({ ...calls, berthId: '1' }),
    );
    // The link's name holds the text it shows, "50 % (1)" (WCAG 2.5.3).
    expect(berths.getByRole('link', { name: 'J1-A: on time 50 % (1), open the list' })).toHaveAttribute(
      'href',
      listAt({ ...calls, berthId: '1', onTime: 'true', onTimeHours: '1' }),
    );
    expect(berths.getByRole('row', { name: /J1-B/ })).toHaveTextContent('J1-B0–8 h');
    const customers = within(screen.getByTestId('portCalls-customers'));
    expect(customers.getByRole('link', { name: 'Straits Bunkering: 3 calls, open the list' })).toHaveAttribute(
      'href',
      listAt({ ...calls, companyId: '7' }),
    );
  });

  it('shows a customer its own figures alone', async () => {
    who = info('customer', 2, 5);
    answer({ ...terminal, terminal: null, berths: [] });
    renderApp('/dashboard/index');
    expect(await screen.findByTestId('figure-portCalls-calls')).toHaveTextContent('3');
    expect(screen.getByText('Your calls all fast in the period, from the statements of facts')).toBeInTheDocument();
    expect(screen.queryByTestId('portCalls-berths')).toBeNull();
    expect(screen.queryByTestId('portCalls-customers')).toBeNull();
  });

  it('names the on-time tolerance the server counted with, from its answer', async () => {
    who = info('customer', 2, 5);
    // The answer's setting, not the hours read back out of a link (which say 1 here on purpose).
    answer({ ...terminal, onTimeToleranceHours: 2, terminal: null, berths: [] });
    renderApp('/dashboard/index');
    expect(await screen.findByText('1 of 3 all fast within 2 h of plan')).toBeInTheDocument();
  });

  it('says so when no call was all fast in the period', async () => {
    who = info('customer', 2, 5);
    answer({ ...terminal, terminal: null, berths: [], customers: [{ ...terminal.customers[0]!, calls: 0 }] });
    renderApp('/dashboard/index');
    expect(await screen.findByText('No calls all fast in this period')).toBeInTheDocument();
    expect(screen.queryByTestId('figure-portCalls-calls')).toBeNull();
  });
});
