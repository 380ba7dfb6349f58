import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

/** Issue 35 item 6: the invoice's "Printed in" started at English for a Chinese reader. */
describe('issuing an invoice in Chinese', { timeout: 90_000 }, () => {
  it('prints it in Chinese unless the issuer chooses otherwise', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('zh'));
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/invoices`, () => ok({ rows: [], total: 0 })),
      mswHttp.get(`${API}/companies/list`, () =>
        ok({ rows: [{ id: 7, name: 'Straits Bunkering', kind: 'customer' }], total: 1 }),
      ),
    );
    renderApp('/invoices/index');
    await userEvent.click(await screen.findByRole('button', { name: '开具发票' }, { timeout: 45_000 }));
    const issue = within(await screen.findByTestId('issue-invoice'));
    expect(issue.getByLabelText('语言').textContent).toBe('中文');
  });
});
