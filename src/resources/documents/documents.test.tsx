import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { DocumentRecord } from '../../../contract/schemas/documents';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { i18nProvider } from '../../i18n';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const nomination = {
  id: 42,
  status: 'Booked',
  companyName: 'Straits Bunkering',
  bargeName: 'Harbour Star 1',
  productId: 2,
  productName: 'VLSFO',
  tankId: 11,
  tankNumber: 'T301',
  quantity: 1000,
  actualQuantity: null,
} as unknown as NominationRecord;

const tanks = [
  { id: 10, name: 'Tank 101', number: 'T101', productId: 1 },
  { id: 11, name: 'Tank 301', number: 'T301', productId: 2 },
  { id: 12, name: 'Tank 302', number: 'T302', productId: 2 },
];

const draft: DocumentRecord = {
  id: 5,
  number: 'CQ-2026-00005',
  type: 'quantity',
  status: 'Draft',
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
  due: null,
  slots: ['surveyor', 'loadingMaster', 'bargeMaster'],
  refusal: null,
  content: { tanks: [] },
  computed: {},
  signatures: [],
  versions: [],
  actions: ['edit'],
  waits: [{ action: 'send', reason: { key: 'documents.waiting.signingStart' } }],
};

function serve(doc: DocumentRecord) {
  server.use(
    ...shellHandlers(() => info('surveyor', 2, 7)),
    mswHttp.get(`${API}/documents/${doc.id}`, () => ok(doc)),
    mswHttp.get(`${API}/jput/nomination/42`, () => ok(nomination)),
    mswHttp.get(`${API}/jput/nomination/options`, () =>
      ok({ barges: [], products: [], tanks, surveyors: [], pilots: [] }),
    ),
  );
}

describe("a document's steps on its screen", () => {
  it('shows a step that waits on someone disabled, with the reason in words tied to it', async () => {
    serve(draft);
    renderApp('/documents/5');
    const send = await screen.findByRole('button', { name: 'Send for signing' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Waiting for the terminal to start signing');
    expect(screen.getByTestId('waiting-on').textContent).toBe('Waiting for the terminal to start signing');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it('offers the step enabled, with no reason, once nothing waits', async () => {
    serve({ ...draft, actions: ['edit', 'send'], waits: [] });
    renderApp('/documents/5');
    const send = await screen.findByRole('button', { name: 'Send for signing' });
    expect(send).toBeEnabled();
    expect(send).not.toHaveAccessibleDescription();
    expect(screen.getByTestId('waiting-on').textContent).toBe('');
  });

  it("names the signer a later signer waits for, on both of that signer's steps", async () => {
    const reason = { key: 'documents.waiting.signer', params: { who: { key: 'signerSlots.surveyor' } } };
    serve({
      ...draft,
      status: 'Pending',
      due: 'surveyor',
      actions: [],
      waits: [
        { action: 'sign', reason },
        { action: 'refuse', reason },
      ],
    });
    renderApp('/documents/5');
    const sign = await screen.findByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    expect(sign).toHaveAccessibleDescription('Waiting for Surveyor to sign first');
    expect(screen.getByRole('button', { name: 'Refuse' })).toBeDisabled();
  });
});

describe('refusing a document', () => {
  it("asks for a reason in the spec's words when none (or only spaces) is typed", async () => {
    serve({ ...draft, status: 'Pending', due: 'surveyor', actions: ['sign', 'refuse'], waits: [] });
    renderApp('/documents/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter a reason for rejection')).toBeInTheDocument();
  });
});

describe('the certificate of quantity form', () => {
  it("starts from the nomination's tank, shows – until a figure can be computed, and formats figures as the kit does", async () => {
    serve(draft);
    renderApp('/documents/new?nomination=42&type=quantity');
    const tank = await screen.findByTestId('tank-0');
    // The nomination's tank, picked from the terminal's tanks of its product.
    await waitFor(() => expect(within(tank).getByRole('combobox').textContent).toBe('T301 · Tank 301'));
    fireEvent.mouseDown(within(tank).getByRole('combobox'));
    const choices = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(choices).toEqual(['T301 · Tank 301', 'T302 · Tank 302']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    const totals = screen.getByTestId('cq-totals');
    const dash = 'GOV – m³ · NSV – m³ · actual – t against 1,000 t nominated: variance – t (– %)';
    expect(totals.textContent).toBe(dash);
    expect(screen.getByTestId('tonnes-0').textContent).toBe('Metric tonnes –');
    expect(totals.textContent).not.toContain('NaN');

    const type = (field: string, value: string) =>
      fireEvent.change(screen.getByTestId(`field-tanks.0.${field}`), { target: { value } });
    type('openingUllageMm', '9000');
    type('closingUllageMm', '1200');
    type('grossObservedM3', '1200');
    // A density of nothing yet (or 0, which cannot be corrected to 15 °C) still computes nothing.
    type('density15', '0');
    expect(totals.textContent).toBe(
      'GOV 1,200 m³ · NSV – m³ · actual – t against 1,000 t nominated: variance – t (– %)',
    );
    type('density15', '1.0011');
    expect(totals.textContent).toBe(
      'GOV 1,200 m³ · NSV 1,200 m³ · actual 1,200 t against 1,000 t nominated: variance 200 t (20 %)',
    );
    expect(screen.getByTestId('tonnes-0').textContent).toBe('Metric tonnes 1,200 t');
    expect(screen.getByTestId('nsv-0').textContent).toBe('NSV (m³) 1,200');
    // Every label is whole: a field's label is its own text, never cut short in the markup.
    expect(within(tank).getByLabelText('Opening ullage (mm)')).toBeInTheDocument();
    expect(within(tank).getByLabelText('Density at 15 °C (kg/l)')).toBeInTheDocument();
  });
});

describe('a certificate of quantity draft', () => {
  const fill = (figures: Record<string, string>) => {
    for (const [field, value] of Object.entries(figures))
      fireEvent.change(screen.getByTestId(`field-tanks.0.${field}`), { target: { value } });
  };
  const plausible = {
    openingUllageMm: '9000',
    closingUllageMm: '1200',
    temperatureC: '31.5',
    density15: '0.8452',
    grossObservedM3: '1200',
  };

  it('refuses implausible figures at their field, naming the rule, before anything is sent', async () => {
    serve(draft);
    let posted = 0;
    server.use(
      mswHttp.post(`${API}/documents`, () => {
        posted++;
        return ok(draft);
      }),
    );
    renderApp('/documents/new?nomination=42&type=quantity');
    const tank = await screen.findByTestId('tank-0');
    await waitFor(() => expect(within(tank).getByRole('combobox').textContent).toBe('T301 · Tank 301'));
    const save = async (figures: Record<string, string>, field: string, text: string) => {
      fill({ ...plausible, ...figures });
      fireEvent.click(screen.getByRole('button', { name: /save the draft/i }));
      const input = screen.getByTestId(`field-tanks.0.${field}`);
      await waitFor(() => expect(input).toHaveAccessibleDescription(text));
    };
    await save({ density15: '100' }, 'density15', 'Density at 15 °C must be between 0.6 and 1.1 kg/l');
    await save({ temperatureC: '100' }, 'temperatureC', 'Temperature must be between −10 and 80 °C');
    await save(
      { closingUllageMm: '9000' },
      'closingUllageMm',
      'Closing ullage must differ from opening ullage: equal ullages mean nothing was delivered',
    );
    expect(posted).toBe(0);
  });

  it('once saved, says what comes next as the record has it, and shows an empty versions table as such', async () => {
    serve(draft);
    server.use(mswHttp.post(`${API}/documents`, () => ok(draft)));
    const notices: string[] = [];
    renderApp('/documents/new?nomination=42&type=quantity', notices);
    const tank = await screen.findByTestId('tank-0');
    await waitFor(() => expect(within(tank).getByRole('combobox').textContent).toBe('T301 · Tank 301'));
    fill(plausible);
    fireEvent.click(screen.getByRole('button', { name: /save the draft/i }));
    // Send waits for the terminal: the notice does not tell the maker to send it now.
    expect(
      await screen.findByText(
        'CQ-2026-00005 saved as a draft. Waiting for the terminal to start signing: once that is done, you can send it for signing',
      ),
    ).toBeInTheDocument();
    expect(notices).toEqual([]);
    expect(await screen.findByText('No version yet: the first is made when the document is sent')).toBeInTheDocument();
    expect(screen.queryByTestId('document-versions')).toBeNull();
  });
});

describe('the certificate of quantity form in a Chinese session', () => {
  it('shows tonnes with the Chinese unit and prints in Chinese unless told otherwise', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('zh'));
    try {
      serve(draft);
      renderApp('/documents/new?nomination=42&type=quantity');
      const tank = await screen.findByTestId('tank-0');
      await waitFor(() => expect(within(tank).getByRole('combobox').textContent).toBe('T301 · Tank 301'));
      const figures = {
        openingUllageMm: '9000',
        closingUllageMm: '1200',
        grossObservedM3: '1200',
        temperatureC: '15',
        density15: '1.0011',
      };
      for (const [field, value] of Object.entries(figures))
        fireEvent.change(screen.getByTestId(`field-tanks.0.${field}`), { target: { value } });
      // The label says 吨数; the figure carries 吨 like every other Chinese quantity, never "t".
      expect(screen.getByTestId('tonnes-0').textContent).toBe('吨数 1,200 吨');
      expect(screen.getByLabelText('打印语言').textContent).toBe('中文');
    } finally {
      localStorage.removeItem('RaStore.locale');
      await i18nProvider.changeLocale('en');
    }
  });
});
