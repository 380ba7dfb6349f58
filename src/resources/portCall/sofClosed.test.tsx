import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { SofRecord } from '../../../contract/schemas/portCall';
import { info, renderApp } from '../../../tests/support/web-app';
import { sofHandlers, sofRecord, sofRow } from '../../../tests/support/web-portCall';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openSof(sof: SofRecord, who = info('loadingMaster', 1, 11)) {
  server.use(...sofHandlers(sof, [], sof, who));
  renderApp('/barging/index/42');
  fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
  await screen.findByTestId('sof-row-arrived');
}

const ev = (key: string) => ({ key: `sofEvent.${key}` });
const castOffAt = '2026-11-22T10:20:00.000Z';
const castOff = sofRecord({
  progress: 'castOff',
  events: [...sofRecord().events, sofRow(9, 'castOff', castOffAt)],
  actuals: { ...sofRecord().actuals, castOffAt },
  next: [
    {
      event: 'pilotOnBoard',
      refusal: { key: 'sof.afterNext', params: { event: ev('pilotOnBoard'), next: ev('castOff') } },
    },
    {
      event: 'stoppedPumping',
      refusal: { key: 'sof.afterNext', params: { event: ev('stoppedPumping'), next: ev('completedPumping') } },
    },
    {
      event: 'documentsOnBoard',
      refusal: { key: 'sof.afterNext', params: { event: ev('documentsOnBoard'), next: ev('castOff') } },
    },
  ],
});

describe('a record that takes no more events (walk 33b #1, #2)', { timeout: 60_000 }, () => {
  it("says once that the statement is out for the barge's signature, with no buttons", async () => {
    const out = { key: 'sof.outForSigning', params: {} };
    await openSof(
      sofRecord({
        next: [
          { event: 'arrived', refusal: out },
          { event: 'documentsOnBoard', refusal: out },
        ],
      }),
      info('barge', 4, 8),
    );
    expect(await screen.findAllByText(/The statement of facts is out for signing/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Record now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /at another time/ })).toBeNull();
  });

  it('never offers an event already recorded, whatever rule the server names first', async () => {
    await openSof(
      sofRecord({
        next: [
          { event: 'arrived', refusal: { key: 'sof.notBarges', params: {} } },
          { event: 'documentsOnBoard', refusal: null },
        ],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Documents on board Record now' })).toBeEnabled();
    // Its row in the timeline is corrected; the record buttons do not offer it again.
    expect(screen.queryByRole('button', { name: /^Arrived Record now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record "Arrived" at another time' })).toBeNull();
  });

  it('after cast off says once that the call is closed, and keeps forgotten events behind a disclosure', async () => {
    await openSof(castOff);
    expect(await screen.findAllByText(/The call is closed by cast off/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Record now/ })).toBeNull();
    expect(screen.queryByText(/cannot come after/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Record a forgotten event (3)' }));
    // A forgotten event is recorded at its own, earlier time: the clock stays open, "now" does not.
    expect(screen.getByRole('button', { name: 'Pilot on board Record now' })).toBeDisabled();
    const clock = screen.getByRole('button', { name: 'Record "Pilot on board" at another time' });
    expect(clock).toBeEnabled();
    expect(clock).toHaveAccessibleDescription(/The call is closed by cast off/);
    expect(screen.queryByText(/cannot come after/)).toBeNull();
  });
});
