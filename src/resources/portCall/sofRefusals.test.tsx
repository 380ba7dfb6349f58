import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, renderApp } from '../../../tests/support/web-app';
import { sofHandlers, sofRecord } from '../../../tests/support/web-portCall';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The server's refusal of a time for its order: a catalogue message, no field named. */
const orderRefusal = () =>
  HttpResponse.json(
    {
      code: 409,
      msg: 'order',
      key: 'sof.beforeFirst',
      params: { event: { key: 'sofEvent.allFast' }, first: { key: 'sofEvent.arrived' } },
      data: null,
    },
    { status: 409 },
  );
const refusedText = /"All fast" cannot be earlier than "Arrived/;

describe('a time refused for its order', { timeout: 60_000 }, () => {
  it('is shown under the time field of the correction dialog, not as a toast', async () => {
    server.use(...sofHandlers(sofRecord(), []));
    // Used after the defaults: the later use takes precedence.
    server.use(http.put(`${API}/sof-events/:id`, orderRefusal));
    const notices: string[] = [];
    renderApp('/barging/index/42', notices);
    fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
    const row = await screen.findByTestId('sof-row-allFast');
    fireEvent.click(within(row).getByRole('button', { name: 'Correct All fast' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason for the correction/), { target: { value: 'Log' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    const shown = await within(dialog).findByText(refusedText);
    // Under the time: the picker's helper text, which describes its group.
    expect(within(dialog).getByRole('group', { name: /New time/ })).toHaveAccessibleDescription(refusedText);
    expect(shown).toBeInTheDocument();
    expect(notices).toEqual([]);
  });

  it('is shown under the time field of the record-at-time dialog', async () => {
    const before = sofRecord({ next: [{ event: 'hosesConnected', refusal: null }] });
    server.use(...sofHandlers(before, []));
    server.use(http.post(`${API}/nominations/42/sof/events`, orderRefusal));
    const notices: string[] = [];
    renderApp('/barging/index/42', notices);
    fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Record "Hoses connected" at another time' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(refusedText)).toBeInTheDocument();
    expect(notices).toEqual([]);
  });
});
