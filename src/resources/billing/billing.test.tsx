import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import type { BillingRecord } from '../../../contract/schemas/billing';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

/** The billing screen for terminal logistics and, read-only, as a customer's own charges (DECISIONS §11). */
let who: GetInfoResult = info('logistics', 1, 1);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const line = (id: number, l: Partial<BillingRecord['lines'][number]>): BillingRecord['lines'][number] => ({
  id,
  kind: 'berth',
  quantity: 1,
  unitPrice: 1,
  amount: 1,
  reason: null,
  changedByName: null,
  changedByRole: null,
  changedAt: null,
  source: null,
  ...l,
});
const record = (over: Partial<BillingRecord>): BillingRecord => ({
  id: 41,
  nominationId: 7,
  companyId: 7,
  customerName: 'Straits Bunkering',
  bargeName: 'Harbour Star 1',
  status: 'Approved',
  currency: 'SGD',
  hoursSource: 'mooring',
  total: 5_825.5,
  completedAt: new Date().toISOString(),
  approvedAt: new Date().toISOString(),
  invoicedAt: null,
  invoiceId: null,
  invoiceNumber: null,
  laytime: { overMinutes: 90, terminalDelayMinutes: 130, version: 2 },
  lines: [
    line(1, { kind: 'berth', quantity: 6.5, unitPrice: 350, amount: 2275, source: { dues: 'berth', hoursSource: 'mooring' } }),
    line(2, { kind: 'quantity', quantity: 1000, unitPrice: 1.2, amount: 1200, source: { dues: 'quantity', hoursSource: 'mooring' } }),
    line(3, { kind: 'pilot', quantity: 2, unitPrice: 450, amount: 900, source: { pilotJobs: [12, 13] } }),
    line(4, { kind: 'tug', quantity: 0, unitPrice: 800, amount: 0, source: { pilotJobs: [] } }),
    line(5, { kind: 'overstay', quantity: 1.5, unitPrice: 500, amount: 750, source: { laytimeVersion: 2, overstayMinutes: 90 } }),
    line(6, { kind: 'credit', quantity: 1, unitPrice: -49.5, amount: -49.5, reason: 'Late pilot', changedByName: 'Tan Wei Ming', changedByRole: 1 }),
  ],
  ...over,
}); // prettier-ignore

/** Answers the list (and records what it was asked) and, for the terminal, its customers. */
function answer(rows: BillingRecord[], asked: URLSearchParams[] = []) {
  server.use(
    ...shellHandlers(() => who),
    mswHttp.get(`${API}/billing-records`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return ok({ rows, total: rows.length });
    }),
    mswHttp.get(`${API}/companies/list`, () => ok({ rows: [{ id: 7, name: 'Straits Bunkering' }], total: 1 })),
  );
  return asked;
}

describe('my charges (a customer)', () => {
  it('lists its records read-only, opens one by keyboard, and shows each line’s source and the terminal’s delay', async () => {
    who = info('customer', 2, 5);
    const asked = answer([
      record({}),
      record({ id: 42, status: 'Invoiced', invoiceId: 3, invoiceNumber: 'INV-2026-00003' }),
    ]);
    renderApp('/charges/index');
    const list = await screen.findByTestId('billing-records');
    expect(await within(list).findByRole('row', { name: 'Open record #41' })).toBeInTheDocument();
    expect(screen.getAllByText('My Charges').length).toBeGreaterThan(0);
    // No customer column or filter, no Draft to choose, no export or invoicing.
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    expect(screen.queryByLabelText('Customer')).toBeNull();
    expect(screen.queryByRole('button', { name: /Export the month/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mark approved as invoiced/ })).toBeNull();
    await userEvent.click(screen.getByLabelText('Status'));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All statuses', 'Approved', 'Invoiced']);
    await userEvent.keyboard('{Escape}');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((q) => !q.has('companyId'))).toBe(true);

    // The rows are in the tab order and open with Enter.
    const row = screen.getByRole('row', { name: 'Open record #41' });
    row.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('waiting-on')).toHaveTextContent(
      'Approved by the terminal: it goes on your next invoice',
    );
    expect(dialog.getByTestId('terminal-delay')).toHaveTextContent("Terminal's delay: 2 h 10 min — not charged");
    expect(dialog.getByTestId('laytime-over')).toHaveTextContent('Laytime v2: 1 h 30 min over');
    const source = (kind: string) => dialog.getByRole('row', { name: new RegExp(`^${kind}`) });
    expect(source('Berth hours')).toHaveTextContent('Berth dues: 6.5 h from the mooring report');
    expect(source('Quantity')).toHaveTextContent('Quantity dues: 1,000 t');
    expect(source('Pilot jobs')).toHaveTextContent('Pilot job #12, #13');
    expect(source('Tug jobs')).toHaveTextContent('No completed pilot job');
    expect(source('Berth overstay')).toHaveTextContent('Berth overstay: 1 h 30 min over laytime (laytime v2)');
    expect(source('Credit')).toHaveTextContent('Late pilot (Tan Wei Ming (Terminal Logistics))');
    expect(dialog.getByTestId('billing-total')).toHaveTextContent('SGD 5,825.50');
    expect(dialog.queryByRole('button', { name: 'Credit' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Correct' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));

    screen.getByRole('row', { name: 'Open record #42' }).focus();
    await userEvent.keyboard(' ');
    expect(within(await screen.findByRole('dialog')).getByTestId('waiting-on')).toHaveTextContent(
      'Invoiced · On invoice INV-2026-00003',
    );
  });

  describe('on a 390 px phone', () => {
    const desktop = window.matchMedia;
    afterEach(() => {
      window.matchMedia = desktop;
    });

    it('names each card by its visible text and shows the record full-screen, charge and amount per row (review 34 #3, #13)', async () => {
      // Queries with a max-width of at least 390 hold, min-widths above it do not.
      window.matchMedia = (query: string) => {
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        return { ...desktop(query), matches: (!min || 390 >= Number(min[1])) && (!max || 390 <= Number(max[1])) };
      };
      who = info('customer', 2, 5);
      answer([record({ lines: [line(1, { kind: 'berth', quantity: 6.5, unitPrice: 0.0125, amount: 0.08 })] })]);
      renderApp('/charges/index');
      const card = await screen.findByRole('button', { name: /^Record #41\s*Approved/ });
      expect(card).not.toHaveAttribute('aria-label');
      expect(card).toHaveAccessibleName(expect.stringContaining('SGD 5,825.50'));
      card.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
      // Two columns: the charge (with quantity × unit price under it) and the amount.
      expect(
        within(dialog)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Charge', 'Amount']);
      const berth = within(dialog).getByRole('row', { name: /^Berth hours/ });
      expect(within(berth).getAllByRole('cell')[0]).toHaveTextContent('6.5 × SGD 0.0125');
      expect(within(berth).getAllByRole('cell')[1]).toHaveTextContent('SGD 0.08');
    });
  });

  it('says when there are no charges yet', async () => {
    who = info('companyadmin', 2, 4);
    answer([]);
    renderApp('/charges/index');
    expect(await screen.findByText(/No charges here/)).toBeInTheDocument();
  });
});

describe('billing records (terminal logistics)', () => {
  it('keeps the customer filter and the steps, and shows the overstay line and the sources too', async () => {
    who = info('logistics', 1, 1);
    answer([record({ status: 'Draft', approvedAt: null })]);
    renderApp('/billing-record/index');
    await screen.findByRole('row', { name: 'Open record #41' });
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export the month/ })).toBeInTheDocument();
    // The focused row shows an outline in the brand primary (review 34 #4): its rule in the row's styles.
    const styles = [...document.querySelectorAll('style')].map((st) => st.textContent).join('');
    const focusRule = [...screen.getByRole('row', { name: 'Open record #41' }).classList]
      .map((c) => new RegExp(`\\.${c}:focus-visible\\{[^}]*outline:2px solid[^}]*outline-color:#0b4f6c`).exec(styles))
      .find(Boolean);
    expect(focusRule).toBeTruthy();
    // Invoicing issues and e-mails real invoices: only the Invoices screen, with its preview (review 34 #2).
    expect(screen.queryByRole('button', { name: /invoiced/i })).toBeNull();
    await userEvent.click(screen.getByRole('row', { name: 'Open record #41' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('waiting-on')).toHaveTextContent('Waiting for terminal logistics to check the charges');
    expect(dialog.getByRole('row', { name: /^Berth overstay/ })).toHaveTextContent(
      'Berth overstay: 1 h 30 min over laytime (laytime v2)',
    );
    expect(dialog.getByTestId('terminal-delay')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(dialog.getAllByRole('button', { name: 'Correct' }).length).toBe(5);
  });

  it('offers a credit on an Approved record only: an Invoiced one is credited on its invoice (review 34 #2)', async () => {
    who = info('logistics', 1, 1);
    answer([
      record({}),
      record({ id: 42, status: 'Invoiced', invoiceId: 3, invoiceNumber: 'INV-2026-00003', hoursSource: 'sof' }),
    ]);
    renderApp('/billing-record/index');
    await userEvent.click(await screen.findByRole('row', { name: 'Open record #41' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Credit' })).toBeInTheDocument();
    // The Approved record waits to be invoiced on the Invoices screen, and links there (review 34 #2).
    expect(dialog.getByRole('link', { name: 'Waiting to be invoiced on the Invoices screen' })).toHaveAttribute(
      'href',
      '/invoices/index',
    );
    // The title ends with its chip, not a dangling separator; unit prices are money (review 34 #20).
    expect(screen.getByRole('dialog', { name: /^Record #41 · Straits Bunkering\s*Approved$/ })).toBeInTheDocument();
    expect(dialog.getByRole('row', { name: /^Berth hours/ })).toHaveTextContent('SGD 350.00');
    expect(dialog.getByRole('row', { name: /^Quantity/ })).toHaveTextContent('SGD 1.20');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('row', { name: 'Open record #42' }));
    dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('waiting-on')).toHaveTextContent(
      'Invoiced: only a credit note on the invoice changes it now · On invoice INV-2026-00003',
    );
    expect(dialog.queryByRole('link')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Credit' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("names the statement of facts as the berth hours' source (review 34)", async () => {
    who = info('logistics', 1, 1);
    const sof = { dues: 'berth' as const, hoursSource: 'sof' as const };
    answer([
      record({
        hoursSource: 'sof',
        lines: [line(1, { kind: 'berth', quantity: 7.18, unitPrice: 350, amount: 2513, source: sof })],
      }),
    ]);
    renderApp('/billing-record/index');
    await userEvent.click(await screen.findByRole('row', { name: 'Open record #41' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Berth hours from the statement of facts (all fast to cast off)')).toBeInTheDocument();
    expect(dialog.getByRole('row', { name: /^Berth hours/ })).toHaveTextContent(
      'Berth dues: 7.18 h from the statement of facts',
    );
  });
});
