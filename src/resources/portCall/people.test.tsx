import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { ChecklistRecord } from '../../../contract/schemas/portCall';
import { API, ok, renderApp } from '../../../tests/support/web-app';
import { checklistRecord, sofHandlers, sofRecord } from '../../../tests/support/web-portCall';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signed = (): ChecklistRecord => {
  const record = checklistRecord();
  record.parts[0]!.signatures.terminal = {
    by: { id: 5, name: 'Ong Boon Keat', role: 11 },
    at: '2026-11-22T03:00:00.000Z',
  };
  return record;
};

// Issue 35 item 4: the port call record names people as "Name (Role)", never by sign-in name alone.
describe('people on the port call record', { timeout: 60_000 }, () => {
  it('says who entered a statement-of-facts event by name and role', async () => {
    server.use(...sofHandlers(sofRecord(), []));
    renderApp('/barging/index/42');
    fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
    expect(
      (await screen.findAllByText(/^Entered by Lim Loading \(Terminal Loading Master\) at /)).length,
    ).toBeGreaterThan(0);
  });

  it('says who signed a checklist part by name and role', async () => {
    server.use(
      ...sofHandlers(sofRecord(), []),
      mswHttp.get(`${API}/nominations/42/checklist`, () => ok(signed())),
    );
    renderApp('/barging/index/42?tab=checklist');
    const key = signed().parts[0]!;
    const line = await screen.findByTestId(`signature-${key.part}-${key.round}-terminal`);
    expect(line).toHaveTextContent('Ong Boon Keat (Terminal Loading Master)');
  });
});
