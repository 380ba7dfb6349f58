import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { LaytimeRecord } from '../../../contract/schemas/laytime';
import { API, info, ok, renderApp } from '../../../tests/support/web-app';
import { sofHandlers, sofRecord } from '../../../tests/support/web-portCall';
import { nominationRecord } from '../../../tests/support/nominationRecord';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const completed = { ...nominationRecord, status: 'Completed' as const, sofProgress: 'signed' as const, actions: [] };

/** A call over its laytime: NOR + notice start, a weather stop (not counted), a barge stop (counted), corrected once. */
const overLaytime: LaytimeRecord = {
  nominationId: 42,
  result: {
    version: 2,
    reason: 'corrected',
    computedAt: '2026-11-22T12:00:00.000Z',
    allowedMinutes: 180,
    usedMinutes: 307,
    overMinutes: 127,
    savedMinutes: 0,
    excludedMinutes: 30,
    terminalDelayMinutes: 0,
    overstayMinutes: 127,
    basis: {
      rules: {
        baseHours: 2,
        hoursPerThousandTonnes: 1,
        noticeHours: 6,
        excludedCauses: ['terminal', 'weather', 'authority'],
      },
      tonnes: 1000,
      tonnesSource: 'actual',
      hoursPerKt: 1,
      hoursPerKtSource: 'settings',
      sofSigned: true,
    },
    lines: [
      { kind: 'start', basis: 'notice', eventId: 1, from: '2026-11-21T20:00:00.000Z', to: '2026-11-22T02:00:00.000Z' },
      {
        kind: 'stop',
        eventId: 5,
        resumedId: 6,
        from: '2026-11-22T03:00:00.000Z',
        to: '2026-11-22T03:30:00.000Z',
        minutes: 30,
        cause: 'weather',
        counted: false,
      },
      {
        kind: 'stop',
        eventId: 7,
        resumedId: 8,
        from: '2026-11-22T04:00:00.000Z',
        to: '2026-11-22T04:45:00.000Z',
        minutes: 45,
        cause: 'barge',
        counted: true,
      },
      { kind: 'end', eventId: 10, at: '2026-11-22T07:37:00.000Z' },
    ],
  },
  unavailable: null,
  versions: [
    {
      version: 2,
      reason: 'corrected',
      computedAt: '2026-11-22T12:00:00.000Z',
      allowedMinutes: 180,
      usedMinutes: 307,
      overMinutes: 127,
      savedMinutes: 0,
    },
    {
      version: 1,
      reason: 'completed',
      computedAt: '2026-11-22T09:00:00.000Z',
      allowedMinutes: 180,
      usedMinutes: 290,
      overMinutes: 110,
      savedMinutes: 0,
    },
  ],
};

async function openLaytime(laytime: LaytimeRecord, who = info('customer', 2, 5)) {
  server.use(
    ...sofHandlers(sofRecord(), [], sofRecord(), who, completed),
    mswHttp.get(`${API}/nominations/42/laytime`, () => ok(laytime)),
  );
  renderApp('/barging/index/42');
  fireEvent.click(await screen.findByRole('tab', { name: 'Laytime' }));
}

describe('the laytime tab', { timeout: 60_000 }, () => {
  it('shows allowed, used and time over in hours and minutes, the version and why, and the lines as text', async () => {
    await openLaytime(overLaytime);
    // Written as everywhere else in the browser (shared/duration.ts): no zero padding, no "0 h".
    expect(within(await screen.findByTestId('laytime-allowed')).getByText('3 h')).toBeInTheDocument();
    expect(within(screen.getByTestId('laytime-used')).getByText('5 h 7 min')).toBeInTheDocument();
    expect(within(screen.getByTestId('laytime-over')).getByText('2 h 7 min')).toBeInTheDocument();
    // The terminal's delay is named as such, even at zero; to the customer, as its evidence.
    const delay = within(screen.getByTestId('laytime-terminalDelay'));
    expect(delay.getByText("Terminal's delay")).toBeInTheDocument();
    expect(delay.getByText(/your evidence for a demurrage claim/)).toBeInTheDocument();
    expect(screen.getByTestId('laytime-version')).toHaveTextContent(
      'Version 2: a correction of the statement of facts was signed, 22/11/2026 20:00',
    );
    // The bar is a picture for the eye, hidden from screen readers (the list says the same): an
    // excluded stop hatched, a counted one marked, neither labelled without a role (walk 34 #12).
    expect(screen.getByTestId('laytime-bar')).toHaveAttribute('aria-hidden', 'true');
    const segments = [
      ...screen.getAllByTestId('laytime-stop-excluded'),
      ...screen.getAllByTestId('laytime-stop-counted'),
    ];
    expect(segments).toHaveLength(2);
    for (const seg of segments) expect(seg).not.toHaveAttribute('aria-label');
    // The legend names both kinds of stop this call has.
    expect(within(screen.getByTestId('laytime-legend')).getByText('Stop not counted')).toBeInTheDocument();
    expect(within(screen.getByTestId('laytime-legend')).getByText('Stop counted')).toBeInTheDocument();
    // The figures' dl holds only div > dt + dd; the hint is inside the dd (axe definition-list).
    const dl = screen.getByTestId('laytime-allowed').parentElement!;
    expect(dl.tagName).toBe('DL');
    for (const group of [...dl.children]) {
      expect(group.tagName).toBe('DIV');
      expect([...group.children].map((c) => c.tagName)).toEqual(['DT', 'DD']);
    }
    // The customer reads that the time over is charged as berth overstay (walk 34 #16).
    expect(within(screen.getByTestId('laytime-over')).getByText(/Charged as berth overstay/)).toBeInTheDocument();
    // Start and end are written once, in the list, not again under the bar.
    expect(screen.getAllByText(/^Hoses disconnected/)).toHaveLength(1);
    expect(screen.getAllByText(/^Time counts from/)).toHaveLength(1);
    // The same lines in words, in the terminal's zone.
    const lines = within(screen.getByTestId('laytime-lines'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Time counts from NOR 22/11/2026 04:00 + notice: 22/11/2026 10:00',
      'Stop 22/11/2026 11:00 – 22/11/2026 11:30 (30 min), Weather: not counted',
      'Stop 22/11/2026 12:00 – 22/11/2026 12:45 (45 min), Barge: counted',
      'Hoses disconnected: 22/11/2026 15:37',
    ]);
    expect(within(screen.getByTestId('laytime-versions')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows time saved when the call used less than allowed', async () => {
    const saved = {
      ...overLaytime,
      result: { ...overLaytime.result!, usedMinutes: 150, overMinutes: 0, savedMinutes: 30, overstayMinutes: 0 },
      versions: [overLaytime.versions[1]!],
    };
    await openLaytime(saved);
    expect(within(await screen.findByTestId('laytime-saved')).getByText('30 min')).toBeInTheDocument();
    expect(screen.queryByTestId('laytime-over')).toBeNull();
    expect(screen.queryByTestId('laytime-versions')).toBeNull();
  });

  it('lists in the legend only the kinds of stop the call has', async () => {
    const noStops = {
      ...overLaytime,
      result: { ...overLaytime.result!, lines: overLaytime.result!.lines.filter((l) => l.kind !== 'stop') },
    };
    await openLaytime(noStops);
    const legend = within(await screen.findByTestId('laytime-legend'));
    expect(legend.getByText('Counted time')).toBeInTheDocument();
    expect(legend.queryByText('Stop not counted')).toBeNull();
    expect(legend.queryByText('Stop counted')).toBeNull();
  });

  it("gives terminal staff a neutral hint for the terminal's delay, not the customer's claim", async () => {
    await openLaytime(overLaytime, info('logistics', 1, 1));
    const delay = within(await screen.findByTestId('laytime-terminalDelay'));
    expect(delay.getByText("Stops the terminal caused: not counted against the barge's laytime")).toBeInTheDocument();
    expect(delay.queryByText(/your evidence/)).toBeNull();
    expect(within(screen.getByTestId('laytime-over')).queryByText(/Charged as berth overstay/)).toBeNull();
  });

  it('says a completed call waits for its signed statement of facts', async () => {
    await openLaytime({ nominationId: 42, result: null, unavailable: 'notSigned', versions: [] });
    expect(await screen.findByTestId('laytime-empty')).toHaveTextContent(
      'Laytime is computed from the signed statement of facts: it will be once the statement is signed.',
    );
  });

  it('says why there is no laytime', async () => {
    await openLaytime({ nominationId: 42, result: null, unavailable: 'notComputable', versions: [] });
    expect(await screen.findByTestId('laytime-empty')).toHaveTextContent(
      'Laytime cannot be computed: the statement of facts needs NOR or all fast, and hoses disconnected.',
    );
  });
});
