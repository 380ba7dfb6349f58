import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { DocumentRow } from '../../../contract/schemas/documents';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The screens load on demand; their first load under the test runner's transform is slow.
  await Promise.all([import('../documents/DocumentList'), import('../nominations/NominationShow')]);
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LOGISTICS = () => info('logistics', 1, 1);

const row = (over: Partial<DocumentRow>): DocumentRow => ({
  id: 161,
  number: 'CQ-2026-00161',
  type: 'quantity',
  status: 'Pending',
  nominationId: 178,
  bargeName: 'Harbour Star 1',
  companyName: 'Straits Bunkering Pte. Ltd.',
  productName: 'Marine Gasoil (MGO) 0.1%S',
  createdBy: 'Priya Nair',
  createdByRole: 7,
  updatedAt: '2026-11-26T10:15:00.000Z',
  due: 'bargeMaster' as DocumentRow['due'],
  round: 1,
  offSpec: null,
  ...over,
});

// Issue 35 #9: tables sized to their content, document numbers whole, one quantity format.
describe('tables', { timeout: 90_000 }, () => {
  it('keep a document number on one line and give short columns only their content', async () => {
    server.use(
      ...shellHandlers(LOGISTICS),
      mswHttp.get(`${API}/documents/list`, () =>
        ok({ rows: [row({}), row({ id: 160, number: 'CQ-2026-00160', status: 'Signed', due: null })], total: 2 }),
      ),
    );
    renderApp('/certificate/quantity');
    const cell = (await screen.findByText('CQ-2026-00161', {}, { timeout: 45_000 })).closest('td')!;
    expect(getComputedStyle(screen.getByText('CQ-2026-00161')).whiteSpace).toBe('nowrap');
    // The number, status, date and waiting columns shrink to their content; the names take the rest.
    for (const short of ['number', 'status', 'updatedAt', 'due', 'nominationId']) {
      const td = within(cell.closest('tr')!)
        .getAllByRole('cell')
        .find((c) => c.classList.contains(`column-${short}`))!;
      expect({ short, width: getComputedStyle(td).width, wrap: getComputedStyle(td).whiteSpace }).toEqual({
        short,
        width: '1%',
        wrap: 'nowrap',
      });
    }
    const barge = within(cell.closest('tr')!)
      .getAllByRole('cell')
      .find((c) => c.classList.contains('column-bargeName'))!;
    expect(getComputedStyle(barge).whiteSpace).not.toBe('nowrap');
    // Under "Waiting on", who: not "Waiting on: Barge master" again in every cell.
    const due = within(cell.closest('tr')!)
      .getAllByRole('cell')
      .find((c) => c.classList.contains('column-due'))!;
    expect(due).toHaveTextContent(/^Barge master$/);
  });

  it('give the vetting list the same: status and dates their content, the ship the rest', async () => {
    server.use(
      ...shellHandlers(LOGISTICS),
      mswHttp.get(`${API}/shipVettings/list`, () =>
        ok({
          rows: [
            {
              id: 41,
              shipId: 3,
              shipName: 'Harbour Star 1',
              imo: '9074729',
              shipKind: 'barge',
              companyName: 'Straits Bunkering Pte. Ltd.',
              status: 1,
              operation: 'load',
              eta: null,
              updatedAt: '2026-11-20T02:00:00.000Z',
              expiresAt: null,
              waiting: true,
            },
          ],
          total: 1,
        }),
      ),
    );
    renderApp('/ship-vetting/index');
    const row = (await screen.findByText('#41', {}, { timeout: 45_000 })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    const style = (source: string) => getComputedStyle(cells.find((c) => c.classList.contains(`column-${source}`))!);
    expect([style('status').width, style('updatedAt').whiteSpace]).toEqual(['1%', 'nowrap']);
    expect(style('shipName').width).not.toBe('1%');
  });

  it("show a nomination's quantities as every screen does: 2,759.124 t", async () => {
    const nomination = {
      id: 42,
      status: 'Completed',
      companyId: 7,
      companyName: 'Straits Bunkering',
      bargeId: 3,
      bargeName: 'Harbour Star 1',
      bargeImo: '9074729',
      bargeLoa: 78.5,
      productName: 'MGO',
      quantity: 2759.124,
      nominatedQtyMax: 3000,
      balanceInTank: null,
      actualQuantity: 686.955,
      surveyors: [],
      documents: { quantity: null, quality: null, billOfLading: null, statementOfFacts: null },
      pendingRequests: 0,
      createdAt: '2026-11-21T01:00:00.000Z',
      updatedAt: '2026-11-21T01:00:00.000Z',
      actions: [],
      editable: false,
    } as unknown as NominationRecord;
    server.use(
      ...shellHandlers(LOGISTICS),
      mswHttp.get(`${API}/jput/nomination/options`, () =>
        ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
      ),
      mswHttp.get(`${API}/jput/nomination/42`, () => ok(nomination)),
      mswHttp.get(`${API}/system/user/sds/42`, () => ok([])),
    );
    renderApp('/barging/index/42');
    expect(await screen.findByText('2,759.124 t', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.getByText('3,000 t')).toBeInTheDocument();
    expect(screen.getByText('686.955 t')).toBeInTheDocument();
  });
});
