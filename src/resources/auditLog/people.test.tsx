import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { AuditRow } from '../../../contract/schemas/audit';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row: AuditRow = {
  id: 1,
  at: '2026-11-21T01:00:00.000Z',
  userId: 6,
  userName: 'loadingmaster',
  displayName: 'Ong Boon Keat',
  role: 11,
  action: 'create',
  entity: 'company',
  entityId: '3',
  before: null,
  after: null,
  ip: null,
  requestId: null,
} as AuditRow;

// Issue 35 item 4: a person by name and role, not by sign-in name alone.
describe('the audit log names people', { timeout: 60_000 }, () => {
  it('shows the display name with the sign-in name under it, and the role', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/auditLog/list`, () => ok({ rows: [row], total: 1 })),
    );
    renderApp('/auditLog/index');
    expect(await screen.findByText('Ong Boon Keat')).toBeInTheDocument();
    expect(screen.getByText('loadingmaster')).toBeInTheDocument();
    expect(screen.getAllByText('Terminal Loading Master').length).toBeGreaterThan(0);
  });
});
