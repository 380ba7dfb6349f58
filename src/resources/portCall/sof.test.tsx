import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { SofRecord } from '../../../contract/schemas/portCall';
import { renderApp } from '../../../tests/support/web-app';
import { sofHandlers, sofRecord, sofRow } from '../../../tests/support/web-portCall';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The loading master on nomination 42; each write is kept in `calls` and answered with `after`. */
function handlers(before: SofRecord, calls: string[], after: SofRecord = before) {
  server.use(...sofHandlers(before, calls, after));
}

async function openSof(notices: string[] = []) {
  renderApp('/barging/index/42', notices);
  fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
}

describe('the statement of facts tab', { timeout: 60_000 }, () => {
  it('records an event now with one tap, says so, and shows it on the timeline in the terminal zone', async () => {
    const calls: string[] = [];
    const before = sofRecord({ next: [{ event: 'hosesConnected', refusal: null }] });
    const after = sofRecord({ events: [...before.events, sofRow(3, 'hosesConnected', '2026-11-22T02:00:00.000Z')] });
    handlers(before, calls, after);
    await openSof();
    // The earlier rows read in Singapore time, day/month/year.
    expect(await screen.findByText('22/11/2026 09:30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hoses connected Record now' }));
    await waitFor(() => expect(calls).toEqual(['record {"event":"hosesConnected"}']));
    expect(await screen.findByText('"Hoses connected" recorded at 22/11/2026 10:00')).toBeInTheDocument();
    expect(within(screen.getByTestId('sof-row-hosesConnected')).getByText('22/11/2026 10:00')).toBeInTheDocument();
    expect(screen.getByText('1.5 h')).toBeInTheDocument();
  });

  it('shows an event the rules refuse now disabled, with the refusal tied to it', async () => {
    handlers(
      sofRecord({
        next: [
          { event: 'commencedPumping', refusal: { key: 'checklist.gateUnsigned', params: {} } },
          {
            event: 'stoppedPumping',
            refusal: {
              key: 'sof.needsFirst',
              params: { event: { key: 'sofEvent.stoppedPumping' }, first: { key: 'sofEvent.commencedPumping' } },
            },
          },
        ],
      }),
      [],
    );
    await openSof();
    const commence = await screen.findByRole('button', { name: 'Commenced pumping Record now' });
    expect(commence).toBeDisabled();
    expect(commence).toHaveAccessibleDescription(
      'Commenced pumping needs the before-transfer checklist signed by both sides',
    );
    // Events further down the order wait behind a disclosure.
    expect(screen.queryByRole('button', { name: 'Stopped pumping Record now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Later events (1)' }));
    expect(screen.getByRole('button', { name: 'Stopped pumping Record now' })).toHaveAccessibleDescription(
      '"Stopped pumping" needs "Commenced pumping" first',
    );
  });

  it('offers no event already recorded, and says once that a signed statement no longer changes', async () => {
    const twice = { key: 'sof.twice', params: { event: { key: 'sofEvent.arrived' } } };
    handlers(
      sofRecord({
        next: [
          { event: 'arrived', refusal: twice },
          { event: 'hosesConnected', refusal: null },
        ],
      }),
      [],
    );
    const { unmount } = renderApp('/barging/index/42');
    fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
    expect(await screen.findByRole('button', { name: 'Hoses connected Record now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Arrived.*Record now|Record "Arrived/ })).toBeNull();
    unmount();
    const signed = { key: 'sof.signed', params: {} };
    handlers(
      sofRecord({
        next: [
          { event: 'castOff', refusal: signed },
          { event: 'documentsOnBoard', refusal: signed },
        ],
      }),
      [],
    );
    await openSof();
    expect(await screen.findByText('The statement of facts is signed; it cannot change')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record now/ })).toBeNull();
  });

  it('asks the cause of a stop before recording it, with the reason', async () => {
    const calls: string[] = [];
    handlers(sofRecord({ next: [{ event: 'stoppedPumping', refusal: null }] }), calls);
    await openSof();
    fireEvent.click(await screen.findByRole('button', { name: 'Stopped pumping Record now' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Say whose side caused the stop')).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Weather' }));
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Squall over the berth' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(calls).toEqual(['record {"event":"stoppedPumping","cause":"weather","reason":"Squall over the berth"}']),
    );
  });

  it('corrects a row only with a reason, then shows the old value struck through and why', async () => {
    const calls: string[] = [];
    const before = sofRecord();
    const after = sofRecord({
      events: [
        before.events[0]!,
        sofRow(2, 'allFast', '2026-11-22T01:30:00.000Z', { current: false, correctable: false }),
        sofRow(3, 'allFast', '2026-11-22T01:15:00.000Z', { replacesId: 2, correctionReason: 'Mooring log says 09:15' }),
      ],
    });
    handlers(before, calls, after);
    await openSof();
    const row = await screen.findByTestId('sof-row-allFast');
    fireEvent.click(within(row).getByRole('button', { name: 'Correct All fast' }));
    const dialog = await screen.findByRole('dialog');
    // The picker's sections, typed as a user does: day month year hour minute.
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: /New time/ })).getAllByRole('spinbutton')[0]!,
    );
    await userEvent.keyboard('221120260915');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(await within(dialog).findByText('Say why the time is corrected')).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Reason for the correction/), {
      target: { value: 'Mooring log says 09:15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(calls[0]!.replace('correct 2 ', ''))).toEqual({
      at: '2026-11-22T01:15:00.000Z',
      correctionReason: 'Mooring log says 09:15',
    });
    const corrected = await screen.findByText('Corrected: Mooring log says 09:15');
    const item = corrected.closest('li')!;
    expect(within(item).getByText('22/11/2026 09:30').tagName).toBe('S');
    expect(within(item).getByText('22/11/2026 09:15')).toBeInTheDocument();
  });
});
