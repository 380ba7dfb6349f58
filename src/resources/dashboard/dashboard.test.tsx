import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import {
  inProgressStates,
  type CustomerDashboard,
  type FigureLink,
  type TerminalDashboard,
} from '../../../contract/schemas/dashboard';
import { addDays, formatDay, terminalDay } from '../../../contract/datetime';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { i18nProvider } from '../../i18n';
import { DAY } from '../../../contract/time';

let who: GetInfoResult = info('logistics', 1, 1);
const asked: URL[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  listed.length = 0;
});
afterAll(() => server.close());

const nominations = (filter: Record<string, string>): FigureLink => ({ resource: 'nominations', filter });
// The last 30 days up to today, as the dashboard asks for them first.
const today = terminalDay(new Date(), 'Asia/Singapore');
const period = { startDate: addDays(today, -29), endDate: today };
const done = { status: 'Completed', searchDateType: 'completedAt', ...period };
const terminal: TerminalDashboard = {
  kind: 'terminal',
  from: period.startDate,
  to: period.endDate,
  occupancy: [{ berthId: 1, berth: 'J1-A', last7: 7.1, last30: 5 }],
  berthings: { value: 2, link: nominations({ searchDateType: 'allFast', ...period }) },
  waitingHours: 4.8,
  onTime: { value: 1, link: nominations({ searchDateType: 'allFast', ...period, onTime: 'true' }) },
  onTimePercent: 50,
  // As the server sends them: in progress, of any date, in the lifecycle's order.
  states: [
    { status: 'Pending Approval', value: 3, link: nominations({ status: 'Pending Approval' }) },
    { status: 'Booked', value: 1, link: nominations({ status: 'Booked' }) },
    { status: 'Signing in Progress', value: 2, link: nominations({ status: 'Signing in Progress' }) },
  ],
  completed: { value: 2, link: nominations(done) },
  throughput: [
    {
      productId: 3,
      product: 'Marine Gasoil (MGO) 0.1%S',
      tonnes: 1993.4,
      value: 2,
      link: nominations({ ...done, productId: '3' }),
    },
  ],
  highVarianceOpen: {
    value: 1,
    link: nominations({ status: 'Completed', varianceAbove: '0.5', justified: 'false' }),
  },
  threshold: 0.5,
  vettingsWaiting: { value: 3, link: { resource: 'shipVettings', filter: { waiting: 'true' } } },
  vettings: {
    open: { value: 5, link: { resource: 'shipVettings', filter: { statuses: '1,2,3,4' } } },
    expiring: { value: 1, link: { resource: 'shipVettings', filter: { status: '6', expiresWithin: '30' } } },
  },
  documentsAwaiting: [
    { type: 'quantity', value: 4, link: { resource: 'documents', filter: { type: 'quantity', status: 'Pending' } } },
    { type: 'quality', value: 0, link: { resource: 'documents', filter: { type: 'quality', status: 'Pending' } } },
    {
      type: 'billOfLading',
      value: 0,
      link: { resource: 'documents', filter: { type: 'billOfLading', status: 'Pending' } },
    },
  ],
};
const customer: CustomerDashboard = {
  kind: 'customer',
  from: period.startDate,
  to: period.endDate,
  states: [{ status: 'Booked', value: 1, link: nominations({ status: 'Booked' }) }],
  berthingsAhead: {
    value: 1,
    link: nominations({
      statusString: 'Jetty Assigned,Booked,Signing in Progress,CQ Uploaded',
      searchDateType: 'estimatedBerthTime',
      startDate: today,
      endDate: addDays(today, 6),
    }),
  },
  nextBerthings: [
    { id: 12, bargeName: 'Harbour Star 1', berth: 'J2-A', at: '2026-11-25T00:00:00.000Z', status: 'Booked' },
  ],
  completed: { value: 2, link: nominations(done) },
  averageVariance: -0.35,
  highVariance: { value: 1, link: nominations({ ...done, varianceAbove: '0.5' }) },
  threshold: 0.5,
  vettings: [{ status: 6, value: 3, link: { resource: 'shipVettings', filter: { status: '6' } } }],
  expiring: [{ id: 9, shipName: 'Keppel Dawn', expiresAt: '2026-12-13T08:00:00.000Z' }],
};

const listed: URL[] = [];
function answer(data: TerminalDashboard | CustomerDashboard) {
  server.use(
    ...shellHandlers(() => who),
    mswHttp.get(`${API}/dashboard`, ({ request }) => {
      asked.push(new URL(request.url));
      return ok(data);
    }),
    // The port calls' section asks on its own (PortCallFigures.test.tsx tests it): nothing here.
    mswHttp.get(`${API}/dashboard/port-calls`, () =>
      ok({ from: data.from, to: data.to, terminal: null, berths: [], customers: [] }),
    ),
    ...['/jput/nomination/list', '/shipVettings/list'].map((path) =>
      mswHttp.get(`${API}${path}`, ({ request }) => {
        listed.push(new URL(request.url));
        return ok({ rows: [], total: 0 });
      }),
    ),
  );
}
/** What the list last asked for, without its page and order. */
const lastFilter = () =>
  Object.fromEntries(
    [...listed[listed.length - 1]!.searchParams].filter(([k]) => !['pageNum', 'pageSize', 'sort', 'order'].includes(k)),
  );

/** The address a figure opens: its list with the server's filter, each filter displayed. */
const listAt = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&displayedFilters=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(Object.keys(filter).map((k) => [k, true]))),
  )}`;
const linkNamed = (name: RegExp) => screen.getByRole('link', { name });

describe('the dashboard', () => {
  it('shows terminal logistics its figures named with their period, each a link to the list with its filter', async () => {
    who = info('logistics', 1, 1);
    answer(terminal);
    renderApp('/dashboard/index');
    // The terminal's figures (charts) load on demand, beside the port calls' section: slow on a busy runner.
    expect(await screen.findByTestId('figure-waiting', {}, { timeout: 30_000 })).toHaveTextContent('4.8 h');
    expect(screen.getByTestId('figure-onTime')).toHaveTextContent('50 %');
    expect(screen.getByText('Berthings, last 30 days')).toBeInTheDocument();
    expect(linkNamed(/^On-time berthing, last 30 days/)).toHaveAttribute(
      'href',
      listAt('/barging/index', { searchDateType: 'allFast', ...period, onTime: 'true' }),
    );
    expect(linkNamed(/^Open high variances, any date/)).toHaveAttribute(
      'href',
      listAt('/barging/index', { status: 'Completed', varianceAbove: '0.5', justified: 'false' }),
    );
    expect(linkNamed(/^Vettings waiting on the terminal/)).toHaveAttribute(
      'href',
      listAt('/ship-vetting/index', { waiting: 'true' }),
    );
    expect(linkNamed(/^Vettings under review/)).toHaveAttribute(
      'href',
      listAt('/ship-vetting/index', { statuses: '1,2,3,4' }),
    );
    expect(linkNamed(/^Acceptances ending within 30 days/)).toHaveAttribute(
      'href',
      listAt('/ship-vetting/index', { status: '6', expiresWithin: '30' }),
    );
    // A certificate's list keeps its type itself: the link carries only the status.
    expect(linkNamed(/^Certificates of quantity out for signing/)).toHaveAttribute(
      'href',
      listAt('/certificate/quantity', { status: 'Pending' }),
    );
    expect(linkNamed(/^Booked/)).toHaveAttribute('href', listAt('/barging/index', { status: 'Booked' }));
    expect(screen.getByText('Nominations in progress: by state now')).toBeInTheDocument();
    // Throughput is named as the completed nominations it weighs, whose count it gives and links.
    expect(linkNamed(/^Completed, last 30 days\s*\d/)).toHaveAttribute('href', listAt('/barging/index', done));
    expect(screen.getByText('Completed, last 30 days: tonnes by product')).toBeInTheDocument();
    expect(screen.getByText('Actual tonnes of the 2 nominations completed in the period')).toBeInTheDocument();
    expect(linkNamed(/^Marine Gasoil .* · 2 completed/)).toHaveAttribute(
      'href',
      listAt('/barging/index', { ...done, productId: '3' }),
    );
    expect(screen.getByText('1,993 t')).toBeInTheDocument();
    // The states in the order the server sends, the lifecycle's; each bar carries its count.
    const bars = within(screen.getByTestId('count-bars-states')).getAllByRole('link');
    expect(bars.map((b) => b.getAttribute('data-count'))).toEqual(['3', '1', '2']);
    expect(bars.map((b) => b.textContent)).toEqual(['Pending Approval3', 'Booked1', 'Signing in Progress2']);
    // The bars draw the numbers the links already say: no unnamed progress bar for a screen reader (axe).
    expect(within(screen.getByTestId('count-bars-states')).queryAllByRole('progressbar')).toEqual([]);
    const first = asked[0]!;
    const days = (u: URL) => (Date.parse(u.searchParams.get('to')!) - Date.parse(u.searchParams.get('from')!)) / DAY;
    expect(days(first)).toBe(29);
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(asked.some((u) => days(u) === 6)).toBe(true));
  });

  it("shows a customer its own figures, each with its period and list; the list opens with the figure's filter as removable chips", async () => {
    who = info('customer', 2, 5);
    answer(customer);
    renderApp('/dashboard/index');
    expect(await screen.findByTestId('figure-averageVariance')).toHaveTextContent('-0.35 %');
    expect(linkNamed(/^Completed, last 30 days/)).toHaveAttribute('href', listAt('/barging/index', done));
    expect(linkNamed(/^Berthings, next 7 days/)).toHaveAttribute(
      'href',
      listAt('/barging/index', customer.berthingsAhead.link.filter),
    );
    expect(linkNamed(/#12 · Harbour Star 1 · J2-A/)).toHaveAttribute('href', '/barging/index/12');
    // A list holds only items, each link inside one (axe `list`); the vettings ending soon alike.
    const berthings = screen.getByTestId('next-berthings');
    expect([...berthings.children].map((c) => c.tagName)).toEqual(['LI']);
    expect(within(berthings.children[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/barging/index/12');
    expect(screen.getByText('Keppel Dawn').closest('li')?.parentElement?.tagName).toBe('UL');
    // A figure is named by what it shows, value included, with no aria-label replacing it (WCAG 2.5.3).
    const figure = linkNamed(/^Berthings, next 7 days.*Open the list$/);
    expect(figure).not.toHaveAttribute('aria-label');
    expect(figure).toHaveAccessibleName(expect.stringContaining(String(customer.berthingsAhead.value)));
    expect(screen.getByRole('link', { name: 'Accepted: 3' })).toHaveAttribute(
      'href',
      listAt('/ship-vetting/index', { status: '6' }),
    );
    expect(screen.getByText('Keppel Dawn')).toBeInTheDocument();
    expect(screen.queryByText('Berth occupancy')).toBeNull();

    fireEvent.click(linkNamed(/^High variance, last 30 days/));
    // The list asks for exactly the figure's filter, and says so.
    await waitFor(() => expect(listed.length).toBeGreaterThan(0));
    const last = () => listed[listed.length - 1]!.searchParams;
    expect(
      Object.fromEntries([...last()].filter(([k]) => !['pageNum', 'pageSize', 'sort', 'order'].includes(k))),
    ).toEqual({
      ...done,
      varianceAbove: '0.5',
    });
    // The period's days show in their inputs, the filter without an input as a chip.
    expect(await screen.findByDisplayValue(formatDay(period.startDate))).toBeInTheDocument();
    expect(screen.getByDisplayValue(formatDay(period.endDate))).toBeInTheDocument();
    const chip = await screen.findByRole('button', { name: 'Remove the filter Variance beyond 0.5 %' });
    expect(within(screen.getByTestId('filter-chips')).getByText('Variance beyond 0.5 %')).toBeInTheDocument();
    fireEvent.keyUp(chip, { key: 'Delete' });
    await waitFor(() => expect(last().has('varianceAbove')).toBe(false));
    expect(last().get('status')).toBe('Completed');
    expect(screen.queryByTestId('filter-chips')).toBeNull();
  });

  it("opens the vetting list from the terminal's vetting figures with their filters, shown as removable chips", async () => {
    who = info('logistics', 1, 1);
    answer(terminal);
    renderApp('/dashboard/index');
    await screen.findByTestId('figure-vettingsOpen');
    fireEvent.click(linkNamed(/^Vettings under review/));
    await waitFor(() => expect(listed.length).toBeGreaterThan(0));
    expect(lastFilter()).toEqual({ statuses: '1,2,3,4' });
    const states = 'Statuses: Pending Logistics, Pending Inspector, Inspector Responded, Anchorage Inspection';
    expect(await screen.findByText(states)).toBeInTheDocument();
    fireEvent.keyUp(screen.getByRole('button', { name: `Remove the filter ${states}` }), { key: 'Delete' });
    await waitFor(() => expect(lastFilter()).toEqual({}));
    expect(screen.queryByTestId('filter-chips')).toBeNull();
  });

  // Every state the server may send an audience, each with a count: a state bar named as another
  // figure (a "Completed" bar beside "Completed, last 30 days") cannot hide behind a fixture.
  const everyState = (customer: boolean) =>
    inProgressStates(customer).map((status, i) => ({ status, value: i + 1, link: nominations({ status }) }));
  for (const locale of ['en', 'zh'])
    it(`names no two figures of an audience alike (${locale}): the name before its period or qualifier`, async () => {
      // The language chosen before, as react-admin's store keeps it.
      localStorage.setItem('RaStore.locale', JSON.stringify(locale));
      try {
        for (const [role, data] of [
          [info('logistics', 1, 1), { ...terminal, states: everyState(false) }],
          [info('customer', 2, 5), { ...customer, states: everyState(true) }],
        ] as const) {
          who = role;
          answer(data);
          const { unmount } = renderApp('/dashboard/index');
          await screen.findByTestId('figure-completed');
          // In the chosen language: the Completed figure's own name.
          expect(
            document.querySelector('[data-figure^="Completed"], [data-figure^="已完成"]')!.getAttribute('data-figure'),
          ).toBe(locale === 'en' ? 'Completed, last 30 days' : '已完成（最近 30 天）');
          const names = [...document.querySelectorAll('[data-figure]')].map((e) => e.getAttribute('data-figure')!);
          // Tiles, state and product bars, vetting chips: at least one each, all in the language.
          expect(names.length).toBeGreaterThan(data.states.length + 3);
          const stems = names.map((n) => n.split(/[,:，：（]/)[0]!.trim());
          expect(stems.filter((n, i) => stems.indexOf(n) !== i)).toEqual([]);
          unmount();
        }
      } finally {
        localStorage.removeItem('RaStore.locale');
        // The provider keeps the language it was switched to; the next tests read English.
        await i18nProvider.changeLocale('en');
      }
    });

  it('shows the terminal each port call figure once, with the same rounding as the section below', async () => {
    who = info('logistics', 1, 1);
    // 2 of 3 on time: 66.7 %, as the port calls' table writes it (it was "67 %" above, "66.7 %" below).
    answer({
      ...terminal,
      berthings: { ...terminal.berthings, value: 3 },
      onTime: { ...terminal.onTime, value: 2 },
      onTimePercent: 66.7,
    });
    const link = { resource: 'nominations', filter: { searchDateType: 'allFast', ...period } };
    const callFigures = {
      calls: 3,
      waitingHours: 4.8,
      alongsideHours: 8,
      pumpingHours: 6.3,
      netRate: 1210.5,
      occupancy: 2.1,
      onTime: 2,
      onTimePercent: 66.7,
      link,
      onTimeLink: { resource: 'nominations', filter: { ...link.filter, onTime: 'true', onTimeHours: '1' } },
    };
    server.use(
      mswHttp.get(`${API}/dashboard/port-calls`, () =>
        ok({
          from: terminal.from,
          to: terminal.to,
          onTimeToleranceHours: 1,
          terminal: callFigures,
          berths: [],
          customers: [],
        }),
      ),
    );
    renderApp('/dashboard/index');
    expect(await screen.findByTestId('figure-portCalls-netRate', {}, { timeout: 30_000 })).toHaveTextContent(
      '1,210.5 t/h',
    );
    expect(await screen.findByTestId('figure-onTime')).toHaveTextContent('66.7 %');
    expect(screen.getByTestId('figure-waiting')).toHaveTextContent('4.8 h');
    expect(screen.getByTestId('figure-berthings')).toHaveTextContent('3');
    // Berthings, waiting and on time are the cards above: the section does not repeat them.
    for (const key of ['calls', 'waiting', 'onTime'])
      expect(screen.queryByTestId(`figure-portCalls-${key}`)).toBeNull();
    for (const key of ['alongside', 'pumping', 'occupancy'])
      expect(screen.getByTestId(`figure-portCalls-${key}`)).toBeInTheDocument();
  });

  it('shows the on-time percent the server counted, not one of its own', async () => {
    who = info('logistics', 1, 1);
    // Not 1 of 2 (50 %) on purpose: the card writes the server's figure, the browser divides nothing.
    answer({ ...terminal, onTimePercent: 33.3 });
    renderApp('/dashboard/index');
    expect(await screen.findByTestId('figure-onTime', {}, { timeout: 30_000 })).toHaveTextContent('33.3 %');
  });

  it('shows an average variance that rounds to nothing as 0.00 %, without a sign', async () => {
    who = info('customer', 2, 5);
    answer({ ...customer, averageVariance: -0.004 });
    renderApp('/dashboard/index');
    expect(await screen.findByTestId('figure-averageVariance')).toHaveTextContent(/^0\.00 %$/);
  });

  it('opens the vetting list at the acceptances ending within 30 days', async () => {
    who = info('logistics', 1, 1);
    answer(terminal);
    renderApp('/dashboard/index');
    fireEvent.click(await screen.findByRole('link', { name: /^Acceptances ending within 30 days/ }));
    await waitFor(() => expect(listed.length).toBeGreaterThan(0));
    expect(lastFilter()).toEqual({ status: '6', expiresWithin: '30' });
    expect(await screen.findByText('Acceptance ends within 30 days')).toBeInTheDocument();
  });
});
