import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { nominationRecord } from '../../../tests/support/nominationRecord';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { theme } from '../../layout/theme';

/**
 * Walk 34 #7: the off-spec chip is in a column on by default for every role (the berth column), so
 * terminal logistics sees it without opening Columns, and on the phone cards; once per row.
 */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rows: NominationRecord[] = [
  { ...nominationRecord, id: 171, berthName: 'J1-A', offSpec: true },
  { ...nominationRecord, id: 172, berthName: 'J1-B', offSpec: false },
];

function handlers(role: 'logistics' | 'customer') {
  server.use(
    ...shellHandlers(() => (role === 'logistics' ? info('logistics', 1, 1) : info('customer', 2, 5))),
    mswHttp.get(`${API}/jput/nomination/list`, () => ok({ rows, total: rows.length })),
  );
}

const rowOf = (id: number) =>
  screen.getAllByRole('row').find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(id))!;

describe('the off-spec chip in the barging list', () => {
  it.each(['logistics', 'customer'] as const)(
    'marks the off-spec row by default for %s, once',
    async (role) => {
      handlers(role);
      renderApp('/barging/index');
      await waitFor(() => expect(within(rowOf(171)).getAllByTestId('off-spec-chip')).toHaveLength(1));
      expect(within(rowOf(171)).getByTestId('off-spec-chip')).toHaveTextContent('Off-spec');
      // In the berth column, which no role has to switch on.
      expect(within(within(rowOf(171)).getByTestId('berth-when')).getByTestId('off-spec-chip')).toBeInTheDocument();
      expect(within(rowOf(172)).queryByTestId('off-spec-chip')).toBeNull();
    },
    60_000,
  );

  it('says it in text that reads at least 4.5:1 against the chip', () => {
    // The app's theme, resolved as MUI resolves it: the chip is filled error.main with its contrast text.
    const { main, contrastText } = createTheme(theme as Parameters<typeof createTheme>[0]).palette.error;
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the off-spec chip on the phone cards', () => {
  const desktop = window.matchMedia;
  afterEach(() => {
    window.matchMedia = desktop;
  });

  it('marks the off-spec nomination’s card, and only it', async () => {
    // A 375 px phone: queries with a max-width of at least 375 hold, min-widths above it do not.
    window.matchMedia = (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return { ...desktop(query), matches: (!min || 375 >= Number(min[1])) && (!max || 375 <= Number(max[1])) };
    };
    handlers('logistics');
    renderApp('/barging/index');
    await screen.findByText(/^#171 ·/);
    expect(screen.queryByRole('table')).toBeNull();
    const chips = screen.getAllByTestId('off-spec-chip');
    expect(chips).toHaveLength(1);
    expect(chips[0]).toHaveTextContent('Off-spec');
  }, 60_000);
});
