import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { nominationRecord } from '../../../tests/support/nominationRecord';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const report = {
  id: 9,
  nominationId: 42,
  fileName: 'ullage-before.pdf',
  mimeType: 'application/pdf',
  size: 3072,
  uploadedAt: '2026-11-21T02:00:00.000Z',
  uploadedByName: 'Chen Wei',
  uploadedByRole: 3,
};

/** The nomination with one ullage report; deleting it empties the list, uploads are counted. */
function handlers(record: NominationRecord, calls: string[]) {
  let reports = [report];
  server.use(
    ...shellHandlers(() => info('logistics', 1, 1)),
    mswHttp.get(`${API}/jput/nomination/options`, () =>
      ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
    ),
    mswHttp.get(`${API}/jput/nomination/42`, () => ok(record)),
    mswHttp.get(`${API}/jput/form/ullageReport/list`, () => ok(reports)),
    mswHttp.post(`${API}/jput/form/delUllageReport`, async ({ request }) => {
      calls.push(`delete ${JSON.stringify(await request.json())}`);
      reports = [];
      return ok(null);
    }),
    mswHttp.get(`${API}/jput/form/ullageReport/42/9`, () => {
      calls.push('download');
      return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: { 'content-type': 'application/pdf' },
      });
    }),
    mswHttp.post(`${API}/jput/form/uploadUllageReport/42`, () => {
      calls.push('upload');
      return ok({ ...report, id: 10 });
    }),
  );
}

describe("a nomination's ullage reports", () => {
  it('lists each report with its size and uploader, deletes one and uploads another while the nomination is open', async () => {
    const calls: string[] = [];
    handlers(nominationRecord, calls);
    renderApp('/barging/index/42');
    fireEvent.click(await screen.findByRole('tab', { name: 'Ullage reports' }));
    expect(await screen.findByText('ullage-before.pdf')).toBeInTheDocument();
    expect(screen.getByText('3 KB')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No ullage reports uploaded yet.')).toBeInTheDocument();
    expect(calls).toEqual(['delete {"nId":42,"ullageId":9}']);
    const file = new File(['%PDF-1.4'], 'ullage-after.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('ullage-file'), { target: { files: [file] } });
    await waitFor(() => expect(calls).toEqual(['delete {"nId":42,"ullageId":9}', 'upload']));
  });

  it('offers neither upload nor delete once the nomination is closed, only download', async () => {
    const calls: string[] = [];
    handlers({ ...nominationRecord, status: 'Completed', actions: [] }, calls);
    renderApp('/barging/index/42');
    fireEvent.click(await screen.findByRole('tab', { name: 'Ullage reports' }));
    expect(await screen.findByText('ullage-before.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload ullage report' })).not.toBeInTheDocument();
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:ullage';
    URL.revokeObjectURL = (url) => void saved.push(url);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['blob:ullage']));
    expect(calls).toEqual(['download']);
  });
});
