import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { delay, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { tankRow } from '../../../tests/support/tankRow';
import { CHROME_WAIT_MS } from './rowsFirst';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tank = tankRow;

/** What the screen held in the very commit that first showed the row (a MutationObserver sees each commit). */
function chromeWhenRowCame(): Promise<{ search: boolean; export: boolean; pager: boolean }> {
  return new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (!document.body.textContent?.includes('T101')) return;
      seen.disconnect();
      resolve({
        search: !!document.querySelector('input[placeholder="Search"]'),
        export: !!screen.queryByRole('button', { name: /export/i }),
        pager: !!document.querySelector('.MuiTablePagination-root'),
      });
    });
    seen.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

describe('a list screen at a laptop width', () => {
  it('paints its rows first, then adds the filters, the buttons and the pager', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/tanks/list`, () => ok({ rows: [tank], total: 1 })),
    );
    const atRow = chromeWhenRowCame();
    renderApp('/admin/tank');
    expect(await atRow).toEqual({ search: false, export: false, pager: false });
    expect(await screen.findByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    expect(document.querySelector('.MuiTablePagination-root')).not.toBeNull();
  });

  it('does not keep a user waiting for the chrome while a slow page loads', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/tanks/list`, async () => {
        await delay(CHROME_WAIT_MS * 4);
        return ok({ rows: [tank], total: 1 });
      }),
    );
    renderApp('/admin/tank');
    expect(await screen.findByPlaceholderText('Search', {}, { timeout: CHROME_WAIT_MS * 3 })).toBeInTheDocument();
    expect(screen.queryByText('T101')).toBeNull();
    expect(await screen.findByText('T101', {}, { timeout: CHROME_WAIT_MS * 4 })).toBeInTheDocument();
  });
});
