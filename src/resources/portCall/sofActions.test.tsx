import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import type { NominationRecord } from '../../../contract/schemas/nominations';
import type { SofRecord } from '../../../contract/schemas/portCall';
import { info, renderApp } from '../../../tests/support/web-app';
import { bookedNomination, sofHandlers, sofRecord, sofRow } from '../../../tests/support/web-portCall';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openSof = async (path = '/barging/index/42', notices: string[] = []) => {
  renderApp(path, notices);
  fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
};

describe('the statement of facts: what each row and refusal offers', { timeout: 60_000 }, () => {
  it('offers Correct only on the rows the server marks correctable, named by their event', async () => {
    handlers(
      sofRecord({
        events: [
          sofRow(1, 'arrived', '2026-11-22T00:00:00.000Z', { correctable: false }),
          sofRow(2, 'allFast', '2026-11-22T01:30:00.000Z'),
        ],
      }),
    );
    await openSof();
    const allFast = await screen.findByTestId('sof-row-allFast');
    expect(within(allFast).getByRole('button', { name: 'Correct All fast' })).toBeInTheDocument();
    expect(within(screen.getByTestId('sof-row-arrived')).queryByRole('button')).toBeNull();
  });

  it('keeps the clock open for a refusal about the time only', async () => {
    const first = { key: 'sofEvent.allFast' };
    handlers(
      sofRecord({
        next: [
          { event: 'commencedPumping', refusal: { key: 'checklist.gateUnsigned', params: {} } },
          { event: 'hosesConnected', refusal: { key: 'sof.beforeFirst', params: { event: first, first } } },
          { event: 'stoppedPumping', refusal: { key: 'sof.alreadyStopped', params: {} } },
        ],
      }),
    );
    await openSof();
    const clock = (event: string) => screen.getByRole('button', { name: `Record "${event}" at another time` });
    await screen.findByRole('button', { name: 'Hoses connected Record now' });
    expect(clock('Commenced pumping')).toBeDisabled();
    expect(clock('Stopped pumping')).toBeDisabled();
    expect(clock('Hoses connected')).toBeEnabled();
    fireEvent.click(clock('Hoses connected'));
    expect(await screen.findByRole('dialog', { name: 'Record "Hoses connected"' })).toBeInTheDocument();
  });

  it('says when the net rate is on the nominated quantity', async () => {
    const actuals = {
      ...sofRecord().actuals,
      commencedAt: '2026-11-22T02:00:00.000Z',
      completedAt: '2026-11-22T04:00:00.000Z',
      pumpingHours: 2,
      netRate: 600,
    };
    handlers(sofRecord({ actuals: { ...actuals, rateBasis: 'nominated' } }));
    const { unmount } = renderApp('/barging/index/42');
    fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
    expect(await screen.findByText('600 t/h')).toBeInTheDocument();
    expect(screen.getByText('On the nominated quantity')).toBeInTheDocument();
    unmount();
    handlers(sofRecord({ actuals: { ...actuals, rateBasis: 'actual' } }));
    await openSof();
    expect(await screen.findByText('600 t/h')).toBeInTheDocument();
    expect(screen.queryByText('On the nominated quantity')).toBeNull();
  });

  it('before completed pumping, says the hours are so far and gives no rate', async () => {
    const actuals = {
      ...sofRecord().actuals,
      commencedAt: '2026-11-22T02:00:00.000Z',
      pumpingHours: 5.08,
      // As the API sends it (contract sofFigures): no rate until completed.
      netRate: null,
    };
    handlers(sofRecord({ actuals }));
    await openSof();
    expect(await screen.findByText('Pumping so far')).toBeInTheDocument();
    expect(screen.getByText('Once pumping is completed')).toBeInTheDocument();
    expect(document.querySelector('[data-figure="netRate"]')).toHaveTextContent('–');
  });

  it('on a phone, shows only the events allowed now and keeps the refused ones behind the disclosure', async () => {
    const desktop = window.matchMedia;
    // 390 px: the queries MUI asks are min/max-width ones.
    window.matchMedia = (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      return { ...desktop(query), matches: (!max || 390 <= Number(max[1])) && (!min || 390 >= Number(min[1])) };
    };
    try {
      handlers(
        sofRecord({
          next: [
            { event: 'pilotOnBoard', refusal: null },
            { event: 'commencedPumping', refusal: { key: 'checklist.gateUnsigned', params: {} } },
          ],
        }),
      );
      await openSof();
      expect(await screen.findByRole('button', { name: 'Pilot on board Record now' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Commenced pumping Record now' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Later events (1)' }));
      expect(screen.getByRole('button', { name: 'Commenced pumping Record now' })).toBeDisabled();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('lets the terminal make a refused statement again after asking, not the barge', async () => {
    const calls: string[] = [];
    const refusedDoc = { id: 9, number: 'SOF-2026-0001', status: 'Rejected' as const };
    const refused = sofRecord({ document: refusedDoc, mayRemake: true });
    const remade = sofRecord({ document: { ...refusedDoc, status: 'Pending' } });
    const notices: string[] = [];
    handlers(refused, calls, remade);
    const { unmount } = renderApp('/barging/index/42', notices);
    fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make it again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make the statement of facts again?' });
    expect(dialog).toHaveTextContent('A new version of SOF-2026-0001 is made');
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls).toEqual(['remake']));
    expect(await screen.findByText('Statement of facts made again for signing')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make it again' })).toBeNull());
    unmount();
    // The server says who may: not the barge.
    handlers({ ...refused, mayRemake: false }, calls, remade, info('barge', 4, 8));
    await openSof();
    expect(await screen.findByText('Open SOF-2026-0001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make it again' })).toBeNull();
  });

  it("keeps a cancelled call's record readable, and opens the first tab for a tab the call lacks", async () => {
    const notInState = { key: 'sof.notInState', params: { status: { key: 'nominationStatuses.Cancelled' } } };
    const cancelled = { ...bookedNomination, status: 'Cancelled' as const, sofProgress: 'alongside' as const };
    handlers(
      sofRecord({ next: [{ event: 'hosesConnected', refusal: notInState }] }),
      [],
      undefined,
      undefined,
      cancelled,
    );
    const { unmount } = renderApp('/barging/index/42?tab=sof');
    expect(await screen.findByRole('tab', { name: 'Statement of facts' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('sof-row-allFast')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Safety checklist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record now/ })).toBeNull();
    unmount();
    const warned = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const created = { ...bookedNomination, status: 'Created' as const, sofProgress: 'none' as const };
    handlers(sofRecord(), [], undefined, undefined, created);
    renderApp('/barging/index/42?tab=sof');
    expect(await screen.findByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Statement of facts' })).toBeNull();
    expect(warned.mock.calls.filter((c) => String(c[0]).includes('MUI'))).toEqual([]);
    warned.mockRestore();
  });
});

/** Nomination 42's statement of facts as `sofHandlers` serves it; `calls` may be left out where nothing is written. */
function handlers(
  before: SofRecord,
  calls: string[] = [],
  after: SofRecord = before,
  who?: GetInfoResult,
  nomination?: NominationRecord,
) {
  server.use(...sofHandlers(before, calls, after, who, nomination));
}
