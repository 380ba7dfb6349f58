import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import type { InvoiceDetail, InvoicePreview, InvoiceRow } from '../../../contract/schemas/invoices';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

/** The invoices screen (issue 34 §4): terminal logistics issues and credits; a customer reads its own. */
let who: GetInfoResult = info('logistics', 1, 1);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = (over: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: 5,
  number: 'INV-2026-00005',
  kind: 'invoice',
  companyId: 7,
  companyName: 'Straits Bunkering',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  currency: 'SGD',
  subtotal: 4375,
  gstPercent: 9,
  gst: 393.75,
  total: 4768.75,
  correctsId: null,
  correctsNumber: null,
  reason: null,
  emailedTo: 'accounts@straits.example',
  language: 'en',
  issuedAt: '2026-11-05T02:00:00.000Z',
  issuedByName: 'Tan Wei Ming',
  issuedByRole: 1,
  ...over,
});
const detail = (over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...row(),
  lines: [
    { id: 1, billingRecordId: 41, nominationId: 12, bargeName: 'Harbour Star 1', kind: 'berth', description: { key: 'billing.lines.berth', source: { dues: 'berth' } }, quantity: 6.5, unitPrice: 350, amount: 2275 },
    { id: 2, billingRecordId: 41, nominationId: 12, bargeName: 'Harbour Star 1', kind: 'pilot', description: { key: 'billing.lines.pilot', source: { pilotJobs: [3, 4] } }, quantity: 2, unitPrice: 450, amount: 900 },
    { id: 3, billingRecordId: 42, nominationId: 13, bargeName: 'Harbour Pearl', kind: 'quantity', description: { key: 'billing.lines.quantity', source: { dues: 'quantity' } }, quantity: 1000, unitPrice: 1.2, amount: 1200 },
  ],
  creditNotes: [],
  creditable: 4375,
  sha256: 'ab'.repeat(32),
  ...over,
}); // prettier-ignore
const preview: InvoicePreview = {
  records: [
    { id: 41, nominationId: 12, bargeName: 'Harbour Star 1', completedAt: '2026-10-03T02:00:00.000Z', total: 3175 },
    { id: 42, nominationId: 13, bargeName: 'Harbour Pearl', completedAt: '2026-10-09T02:00:00.000Z', total: 1200 },
  ],
  currency: 'SGD',
  subtotal: 4375,
  gstPercent: 9,
  gst: 393.75,
  total: 4768.75,
  billingEmail: 'accounts@straits.example',
};

function answer(rows: InvoiceRow[], posted: { url: string; body: unknown }[] = []) {
  server.use(
    ...shellHandlers(() => who),
    mswHttp.get(`${API}/invoices`, () => ok({ rows, total: rows.length })),
    mswHttp.get(`${API}/invoices/preview`, () => ok(preview)),
    mswHttp.get(`${API}/invoices/:id/pdf`, ({ params }) => {
      posted.push({ url: `pdf ${String(params.id)}`, body: null });
      return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { headers: { 'content-type': 'application/pdf' } });
    }),
    mswHttp.get(`${API}/invoices/:id`, ({ params }) =>
      ok(params.id === '6' ? detail({ ...row({ id: 6, number: 'CN-2026-00001', kind: 'creditNote', correctsId: 5, correctsNumber: 'INV-2026-00005', reason: 'Overstated', subtotal: -100, gst: -9, total: -109 }), creditable: 0, lines: [] }) : detail()),
    ),
    mswHttp.post(`${API}/invoices`, async ({ request }) => {
      posted.push({ url: request.url, body: await request.json() });
      return ok(detail());
    }),
    mswHttp.post(`${API}/invoices/:id/credit-note`, async ({ request }) => {
      posted.push({ url: request.url, body: await request.json() });
      return ok(detail({ ...row({ id: 6, number: 'CN-2026-00001', kind: 'creditNote', total: -109 }), creditable: 0 }));
    }),
    mswHttp.get(`${API}/companies/list`, () =>
      ok({ rows: [{ id: 7, name: 'Straits Bunkering', kind: 'customer' }, { id: 9, name: 'AccuSurvey', kind: 'surveyor' }], total: 2 }),
    ),
  ); // prettier-ignore
  return posted;
}

describe('invoices (terminal logistics)', { timeout: 60_000 }, () => {
  it('issues an invoice after showing what it takes, opens it per nomination, and credits it', async () => {
    who = info('logistics', 1, 1);
    const posted = answer([row()]);
    renderApp('/invoices/index');
    const list = await screen.findByTestId('invoices');
    const opener = await within(list).findByRole('row', { name: 'Open INV-2026-00005' });
    expect(opener).toHaveTextContent('Straits Bunkering');
    expect(opener).toHaveTextContent('SGD 4,768.75');
    expect(opener).toHaveTextContent('accounts@straits.example');

    await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    const issue = within(await screen.findByTestId('issue-invoice'));
    expect(issue.getByText('Choose the customer to invoice.')).toBeInTheDocument();
    await userEvent.click(issue.getByLabelText(/Customer/));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Only customers are invoiced.
    expect(options.map((o) => o.textContent)).toEqual(['Straits Bunkering']);
    await userEvent.click(options[0]!);
    const shown = within(await issue.findByTestId('invoice-preview'));
    expect(shown.getByText('2 Approved records will be invoiced:')).toBeInTheDocument();
    expect(shown.getByText('Total: SGD 4,768.75')).toBeInTheDocument();
    expect(shown.getByText('It will be e-mailed to accounts@straits.example.')).toBeInTheDocument();
    await userEvent.click(issue.getByRole('button', { name: /^Issue invoice Straits/ }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({ companyId: 7, language: 'en' });
    expect((posted[0]!.body as { from: string }).from).toMatch(/^\d{4}-\d{2}-01$/);

    const dialog = within(await screen.findByTestId('invoice-dialog'));
    expect(await dialog.findByText('Nomination #12 · Harbour Star 1')).toBeInTheDocument();
    expect(dialog.getByText('Nomination #13 · Harbour Pearl')).toBeInTheDocument();
    // Each charge's evidence in the billing screen's words.
    expect(dialog.getByText('Pilot job #3, #4')).toBeInTheDocument();
    expect(dialog.getByText('Berth dues: 6.5 h from the berth window')).toBeInTheDocument();
    expect(dialog.getByText('Quantity dues: 1,000 t')).toBeInTheDocument();
    expect(dialog.getByTestId('invoice-lines')).toHaveTextContent('GST 9 %SGD 393.75');
    await userEvent.click(dialog.getByRole('button', { name: 'Credit note' }));
    const credit = within(await screen.findByRole('dialog', { name: 'Credit note on INV-2026-00005' }));
    expect(credit.getByLabelText(/Amount before GST/)).toHaveValue('4375.00');
    await userEvent.clear(credit.getByLabelText(/Amount before GST/));
    await userEvent.type(credit.getByLabelText(/Amount before GST/), '100');
    await userEvent.type(credit.getByLabelText(/Reason/), 'Overstated');
    await userEvent.click(credit.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ body: { amount: 100, reason: 'Overstated' } });
    expect(posted[1]!.url).toContain('/invoices/5/credit-note');
    expect(await screen.findByText('Issued: corrects INV-2026-00005')).toBeInTheDocument();
  });

  it('invites the first invoice when there is none', async () => {
    who = info('logistics', 1, 1);
    answer([]);
    renderApp('/invoices/index');
    expect(await screen.findByText(/No invoices yet. Issue one/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Issue invoice' }).length).toBe(2);
  });
});

describe('my invoices (a customer)', () => {
  it('lists its own without the customer column, opens one by keyboard, downloads the PDF, never credits', async () => {
    who = info('customer', 2, 5);
    const posted = answer([row()]);
    renderApp('/invoices/index');
    const opener = await screen.findByRole('row', { name: 'Open INV-2026-00005' });
    expect(screen.getAllByText('My Invoices').length).toBeGreaterThan(0);
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue invoice' })).toBeNull();
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByTestId('invoice-dialog'));
    expect(await dialog.findByText('Nomination #12 · Harbour Star 1')).toBeInTheDocument();
    // Who issued it, by name and role (issue 35 item 4).
    expect(dialog.getByText(/Tan Wei Ming \(Terminal Logistics\)/)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Credit note' })).toBeNull();
    URL.createObjectURL = () => 'blob:invoice';
    URL.revokeObjectURL = () => undefined;
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(posted.map((p) => p.url)).toEqual(['pdf 5']));
  });

  it('says when it has no invoices yet', async () => {
    who = info('companyadmin', 2, 4);
    answer([]);
    renderApp('/invoices/index');
    expect(await screen.findByText(/Your invoices appear here/)).toBeInTheDocument();
  });
});
