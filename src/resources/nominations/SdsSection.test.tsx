import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MESSAGES_EN } from '../../../contract/messages';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const options = () =>
  mswHttp.get(`${API}/jput/nomination/options`, () =>
    ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
  );

const nomination = {
  id: 42,
  status: 'Pending Approval',
  companyId: 7,
  companyName: 'Straits Bunkering',
  bargeName: 'Harbour Star 2',
  productName: 'VLSFO',
  quantity: 1000,
  surveyors: [],
  documents: { quantity: null, quality: null, billOfLading: null },
  pendingRequests: 0,
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
  actions: [],
  editable: false,
} as unknown as NominationRecord;

describe("a nomination's safety data sheets", () => {
  it('takes the server’s "No SDS file found for the given nomination ID." as an empty list: said, no error notice', async () => {
    const notices: string[] = [];
    server.use(
      ...shellHandlers(() => info('customer', 2, 5)),
      options(),
      mswHttp.get(`${API}/jput/nomination/42`, () => ok(nomination)),
      mswHttp.get(`${API}/system/user/sds/42`, () =>
        HttpResponse.json({ code: 200, msg: MESSAGES_EN.spec.noSdsFile, key: 'spec.noSdsFile', params: {}, data: [] }),
      ),
    );
    renderApp('/barging/index/42', notices);
    fireEvent.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('No SDS file found for the given nomination ID.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload a safety data sheet' })).toBeInTheDocument();
    expect(notices).toEqual([]);
  });

  it('lists the sheets with who uploaded them', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      options(),
      mswHttp.get(`${API}/jput/nomination/42`, () => ok(nomination)),
      mswHttp.get(`${API}/system/user/sds/42`, () =>
        ok([
          {
            id: 5,
            nominationId: 42,
            fileName: 'vlsfo-sds.pdf',
            mimeType: 'application/pdf',
            size: 2048,
            uploadedAt: '2026-11-21T02:00:00.000Z',
            uploadedByName: 'Chen Wei',
            uploadedByRole: 3,
          },
        ]),
      ),
    );
    renderApp('/barging/index/42');
    fireEvent.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('vlsfo-sds.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
  });
});
