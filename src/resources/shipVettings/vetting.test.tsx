import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { VettingRecord } from '../../../contract/schemas/vetting';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The screens load on demand; their first load under the test runner's transform is slow.
  await Promise.all([import('./VettingCreate'), import('./VettingShow')]);
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CUSTOMER = () => info('customer', 2, 5);

/** A customer's draft vetting as the server answers it, with the documents given. */
function draft(documents: VettingRecord['documents'], over: Partial<VettingRecord> = {}): VettingRecord {
  return {
    id: 41,
    shipId: 3,
    shipName: 'Harbour Star 1',
    imo: '9074729',
    shipKind: 'barge',
    companyName: 'Straits Bunkering',
    status: 0,
    operation: 'load',
    eta: null,
    updatedAt: '2026-11-20T02:00:00.000Z',
    expiresAt: null,
    waiting: true,
    loa: 78.5,
    portOfRegistry: null,
    products: [{ id: 1, name: 'MGO' }],
    remarks: null,
    previousId: null,
    requestReason: null,
    decision: null,
    decisionReason: null,
    decidedByName: null,
    decidedByRole: null,
    decidedAt: null,
    suspensionReason: null,
    createdByName: 'Casey Customer',
    createdByRole: 5,
    createdAt: '2026-11-20T02:00:00.000Z',
    submittedAt: null,
    expiringSoon: false,
    documents,
    findings: [],
    checks: null,
    history: null,
    steps: ['submit'],
    findingKinds: [],
    editable: true,
    ...over,
  };
}

const document = (kind: VettingRecord['documents'][number]['kind']) => ({
  id: 7,
  kind,
  fileName: `${kind}.pdf`,
  mimeType: 'application/pdf',
  size: 1000,
  expiresOn: null,
  inspectedOn: null,
  uploadedByName: 'Casey Customer',
  uploadedByRole: 5,
  uploadedAt: '2026-11-20T02:00:00.000Z',
});

const refusal = (status: number, key: string, msg: string, field: string, params: object = {}) =>
  HttpResponse.json({ code: status, msg, key, params, field, data: null }, { status });

/** The record's calls; `steps` counts the steps that reached the server. */
function record(v: VettingRecord, stepAnswer: () => Response = () => ok(v)) {
  const steps: string[] = [];
  server.use(
    ...shellHandlers(CUSTOMER),
    mswHttp.get(`${API}/shipVettings/41`, () => ok(v)),
    mswHttp.get(`${API}/jput/shipVetting/log/list`, () => ok({ rows: [], total: 0 })),
    mswHttp.post(`${API}/shipVettings/41/step`, async ({ request }) => {
      steps.push(((await request.json()) as { action: string }).action);
      return stepAnswer();
    }),
  );
  return steps;
}

// The screens' chunks and pickers take a while to load on a busy machine.
describe('the vetting record checks before it asks (issue 35 #7)', { timeout: 90_000 }, () => {
  it('tells a submit without the Q88 at the documents, without a confirmation and without a call', async () => {
    const steps = record(draft([document('sire')]));
    const notices: string[] = [];
    renderApp('/ship-vetting/index/41', notices);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to the terminal' }, { timeout: 45_000 }));
    const alert = await screen.findByTestId('documents-refusal');
    expect(alert).toHaveTextContent('Upload the ship particulars (Q88) before submitting');
    // In the documents' panel, beside the button that fixes it, which has the focus.
    const add = screen.getByRole('button', { name: 'Add a document' });
    expect(add).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(steps).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('asks for a confirmation once the Q88 is there', async () => {
    const steps = record(draft([document('particulars')]));
    renderApp('/ship-vetting/index/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to the terminal' }, { timeout: 45_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit to the terminal' }));
    await waitFor(() => expect(steps).toEqual(['submit']));
    expect(screen.queryByTestId('documents-refusal')).toBeNull();
  });

  it("shows the server's refusal about the documents at the documents, not in a toast", async () => {
    const asked = draft([document('particulars')], { status: 8, steps: ['resubmit'], requestReason: 'P&I expired' });
    const text = 'Upload the documents the terminal asked for before sending the vetting back';
    record(asked, () => refusal(409, 'vetting.noDocuments', text, 'documents'));
    const notices: string[] = [];
    renderApp('/ship-vetting/index/41', notices);
    fireEvent.click(await screen.findByRole('button', { name: 'Send back to the terminal' }, { timeout: 45_000 }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send back to the terminal' }),
    );
    expect(await screen.findByTestId('documents-refusal')).toHaveTextContent(text);
    expect(notices).toEqual([]);
  });
});

describe('the new vetting form (issue 35 #7)', { timeout: 90_000 }, () => {
  function form(answer: () => Response) {
    server.use(
      ...shellHandlers(CUSTOMER),
      mswHttp.get(`${API}/products/list`, () => ok({ rows: [{ id: 1, name: 'MGO', active: true }], total: 1 })),
      mswHttp.get(`${API}/products/1`, () => ok({ id: 1, name: 'MGO', active: true })),
      mswHttp.post(`${API}/shipVettings`, answer),
    );
  }

  it("shows the server's IMO conflict under the new ship's IMO, not in a toast", async () => {
    const text = 'A ship with IMO 9074729 is already known: pick it from the vessel search';
    form(() => refusal(409, 'vetting.imoKnown', text, 'newShip.imo', { imo: '9074729' }));
    const notices: string[] = [];
    renderApp('/ship-vetting/index/create', notices);
    fireEvent.click(await screen.findByRole('radio', { name: 'A new ship' }, { timeout: 45_000 }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Ship name/ }), { target: { value: 'Twin Star' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^IMO/ }), { target: { value: '9074729' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /^LOA/ }), { target: { value: '80' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Kind/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Barge' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Products/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'MGO' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const at = await screen.findByText(text, {}, { timeout: 45_000 });
    expect(at.closest('.MuiFormControl-root')?.querySelector('input')).toHaveAccessibleName(/^IMO/);
    expect(notices).toEqual([]);
  });

  it("lays the new ship's particulars on the same grid as the vetting's", async () => {
    form(() => ok({}));
    renderApp('/ship-vetting/index/create');
    fireEvent.click(await screen.findByRole('radio', { name: 'A new ship' }, { timeout: 45_000 }));
    const grids = screen.getAllByTestId('vetting-form-grid');
    expect(grids).toHaveLength(2);
    expect(within(grids[0]!).getByRole('textbox', { name: /^IMO/ })).toBeInTheDocument();
    expect(within(grids[1]!).getByRole('combobox', { name: /^Operation/ })).toBeInTheDocument();
    // The inputs are the grid's own cells, not a row of their own that stretches.
    expect(screen.getByRole('textbox', { name: /^IMO/ }).closest('.MuiFormControl-root')?.parentElement).toBe(grids[0]);
  });
});
