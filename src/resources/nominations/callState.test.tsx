import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import { nominationRecord } from '../../../tests/support/nominationRecord';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { SOF_TONES } from './callState';

/** Issue 33 (4): the barging list's "when" and statement of facts columns, and the phone cards' same two facts. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const row = (id: number, over: Partial<NominationRecord>): NominationRecord => ({ ...nominationRecord, id, ...over });
// Times in UTC; the terminal (Asia/Singapore) shows them eight hours on.
const rows = [
  row(1, {
    berthName: 'J1-A',
    when: { kind: 'allFast', at: '2026-11-24T01:00:00.000Z' },
    sofProgress: 'pumping',
  }),
  row(2, { berthName: 'J1-B', when: { kind: 'berth', at: '2026-11-25T02:30:00.000Z' }, sofProgress: 'none' }),
  row(3, { when: { kind: 'eta', at: '2026-11-26T03:00:00.000Z' }, sofProgress: 'none' }),
  row(4, { when: null, sofProgress: 'stopped' }),
];

function handlers() {
  server.use(
    ...shellHandlers(() => info('logistics', 1, 1)),
    mswHttp.get(`${API}/jput/nomination/list`, () => ok({ rows, total: rows.length })),
  );
}

const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent);
const rowOf = (id: number) =>
  screen.getAllByRole('row').find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(id))!;

describe('the barging list’s "when" and SoF columns', () => {
  it('say which time each row shows, mark the actual one, and show the SoF state by its name', async () => {
    handlers();
    renderApp('/barging/index');
    // Seven columns by default (walk 33 #6): the berth column carries the "when"; no separate When.
    await waitFor(() =>
      expect(headers()).toEqual(['No.', 'Status', 'SoF', 'Customer', 'Barge', 'Product', 'Quantity (t)', 'Berth']),
    );
    const cellText = (id: number) =>
      within(rowOf(id))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    await waitFor(() => expect(cellText(1)).toContain('J1-AAll fast24/11/2026 09:00'));
    expect(cellText(2)).toContain('J1-BBerth (est.)25/11/2026 10:30');
    expect(cellText(3)).toContain('ETA26/11/2026 11:00');
    expect(cellText(4)).toContain('–');
    // Only the actual time says so.
    const actual = within(rowOf(1)).getByText('24/11/2026 09:00').closest('[data-kind]')!;
    expect(actual.getAttribute('title')).toBe('Actual time, from the statement of facts');
    const estimate = within(rowOf(2)).getByText('25/11/2026 10:30').closest('[data-kind]')!;
    expect(estimate.getAttribute('title')).toBeNull();
    // The state is written out, not only coloured.
    expect(within(rowOf(1)).getByTestId('sof-progress').textContent).toBe('Pumping');
    // A call not begun has no SoF chip: "Not started" on every pending row was noise.
    expect(within(rowOf(2)).queryByTestId('sof-progress')).toBeNull();
    expect(within(rowOf(4)).getByTestId('sof-progress').textContent).toBe('Stopped');
  });

  it('are in the column chooser, and a switched-off one leaves the list', async () => {
    handlers();
    renderApp('/barging/index');
    const button = await screen.findByRole('button', { name: 'Columns' });
    await waitFor(() => expect(headers()).toContain('SoF'));
    fireEvent.click(button);
    const menu = await screen.findByRole('presentation');
    const when = await within(menu).findByRole('switch', { name: 'When' });
    expect(when).not.toBeChecked();
    fireEvent.click(when);
    await waitFor(() => expect(headers()).toContain('When'));
    const sof = within(menu).getByRole('switch', { name: 'SoF' });
    expect(sof).toBeChecked();
    fireEvent.click(sof);
    await waitFor(() => expect(headers()).not.toContain('SoF'));
    expect(headers()).toContain('When');
  });
});

describe('the barging list on a phone', () => {
  const desktop = window.matchMedia;
  afterEach(() => {
    window.matchMedia = desktop;
  });

  it('shows each card’s "when" with its name and, once begun, its SoF state', async () => {
    // A 375 px phone: queries with a max-width of at least 375 hold, min-widths above it do not.
    window.matchMedia = (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        ...desktop(query),
        matches: (!min || 375 >= Number(min[1])) && (!max || 375 <= Number(max[1])),
      };
    };
    handlers();
    renderApp('/barging/index');
    await screen.findByText('#1 · Harbour Star 2');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/J1-A · All fast 24\/11\/2026 09:00/)).toBeInTheDocument();
    expect(screen.getByText(/J1-B · Berth \(est\.\) 25\/11\/2026 10:30/)).toBeInTheDocument();
    expect(screen.getByText(/ETA 26\/11\/2026 11:00/)).toBeInTheDocument();
    // Two calls begun, two chips: a call not begun has none.
    expect(screen.getAllByTestId('sof-progress').map((c) => c.textContent)).toEqual(['Pumping', 'Stopped']);
  });
});

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the SoF chips’ colours', () => {
  it('give every state’s text at least 4.5:1 against its chip', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    const below = Object.entries(SOF_TONES)
      .map(([state, tone]) => ({ state, ratio: contrast(tone.color, tone.background) }))
      .filter((t) => t.ratio < 4.5);
    expect(below).toEqual([]);
  });
});
