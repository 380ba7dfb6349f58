import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { UnqualifiedRecord } from '../../../contract/schemas/unqualifiedShips';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = {
  imo: '9074729',
  kind: 'barge',
  blacklistedOn: '2026-11-20',
  liftedOn: null,
  liftedByName: null,
  liftedByRole: null,
  liftReason: null,
};
const rows: UnqualifiedRecord[] = [
  {
    ...base,
    id: 4,
    shipId: 11,
    shipName: 'Harbour Pearl',
    source: 'blacklist',
    vettingId: null,
    vettingStatus: null,
    reason: 'Oil spill',
    blacklistedByName: 'Tan Wei Ming',
    blacklistedByRole: 1,
  },
  {
    ...base,
    id: -31,
    shipId: 12,
    shipName: 'Harbour Star 2',
    source: 'vetting',
    vettingId: 31,
    vettingStatus: 5,
    reason: 'SIRE findings not closed',
    blacklistedByName: 'Tan Wei Ming',
    blacklistedByRole: 1,
  },
];

describe('the unqualified list', () => {
  it('says why each ship is on it, and offers lifting only for a hand blacklisting', async () => {
    const who = info('admin', 0, 0);
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/unqualifiedShips/list`, () => ok({ rows, total: 2 })),
    );
    renderApp('/admin/unqualified-ships');
    const vetted = (await screen.findByText('Harbour Star 2')).closest('tr')!;
    const byHand = screen.getByText('Harbour Pearl').closest('tr')!;
    expect(within(vetted).getByText('Ship vetting: Rejected')).toBeInTheDocument();
    expect(within(byHand).getByText('Blacklisted by hand')).toBeInTheDocument();
    expect(within(byHand).getByRole('button', { name: 'Lift' })).toBeInTheDocument();
    expect(within(vetted).queryByRole('button', { name: 'Lift' })).toBeNull();
    // Who blacklisted it, by name and role: never by sign-in name.
    expect(within(byHand).getByText('Tan Wei Ming (Terminal Logistics)')).toBeInTheDocument();
  });
});
