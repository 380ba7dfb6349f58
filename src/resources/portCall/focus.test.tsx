import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { ChecklistItemRecord, ChecklistRecord } from '../../../contract/schemas/portCall';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { bookedNomination, checklistRecord, sofHandlers, sofRecord, sofRow } from '../../../tests/support/web-portCall';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Walk 33 #5: after each action whose button goes away, keyboard focus lands on what it produced.
describe('keyboard focus after an action on the port call screens', { timeout: 60_000 }, () => {
  it('goes to the new timeline row after recording an event now', async () => {
    const before = sofRecord({ next: [{ event: 'hosesConnected', refusal: null }] });
    const after = sofRecord({ events: [...before.events, sofRow(7, 'hosesConnected', '2026-11-22T02:00:00.000Z')] });
    server.use(...sofHandlers(before, [], after));
    renderApp('/barging/index/42');
    fireEvent.click(await screen.findByRole('tab', { name: 'Statement of facts' }));
    const button = await screen.findByRole('button', { name: 'Hoses connected Record now' });
    button.focus();
    fireEvent.click(button);
    const row = await screen.findByTestId('sof-row-hosesConnected');
    await waitFor(() => expect(row).toHaveFocus());
  });

  it("goes to the part's heading after signing it", async () => {
    const ready = (): ChecklistRecord => {
      const record = checklistRecord();
      const part = record.parts[0]!;
      const by = { id: 5, name: 'Lim Loading', role: 11 };
      const at = '2026-11-22T02:00:00.000Z';
      part.items = part.items.map((i) => ({ ...i, terminal: { answer: 'yes', remark: null, by, at } }));
      part.signRefusal = null;
      return record;
    };
    const signed = ready();
    signed.parts[0]!.signatures.terminal = {
      by: { id: 5, name: 'Lim Loading', role: 11 },
      at: '2026-11-22T03:00:00.000Z',
    };
    server.use(
      ...shellHandlers(() => info('loadingMaster', 1, 11)),
      mswHttp.get(`${API}/jput/nomination/options`, () =>
        ok({ barges: [], products: [], tanks: [], surveyors: [], pilots: [] }),
      ),
      mswHttp.get(`${API}/jput/nomination/42`, () => ok(bookedNomination)),
      mswHttp.get(`${API}/nominations/42/checklist`, () => ok(ready())),
      mswHttp.get(`${API}/nominations/42/sof`, () => ok(sofRecord())),
      mswHttp.post(`${API}/nominations/42/checklist/sign`, () => ok(signed)),
    );
    renderApp('/barging/index/42?tab=checklist');
    const sign = await screen.findByRole('button', { name: 'Sign for the terminal' });
    await waitFor(() => expect(sign).toBeEnabled());
    fireEvent.click(sign);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const heading = await screen.findByRole('heading', { name: 'Before transfer' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("keeps the moved template item's button in focus, or its other one at an end", async () => {
    const item = (id: number, textEn: string, position: number): ChecklistItemRecord => ({
      id,
      part: 'beforeTransfer',
      textEn,
      textZh: `${textEn}（中文）`,
      critical: false,
      position,
      active: true,
    });
    let items = [item(3, 'Hoses', 10), item(4, 'Scuppers', 20), item(5, 'Fire hoses', 30)];
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/checklist-items`, () => ok(items)),
      mswHttp.put(`${API}/checklist-items/:id`, async ({ request, params }) => {
        const body = (await request.json()) as Omit<ChecklistItemRecord, 'id'>;
        items = items.map((i) => (i.id === Number(params.id) ? { ...body, id: i.id } : i));
        return ok({ ...body, id: Number(params.id) });
      }),
    );
    renderApp('/settings/index?tab=checklist');
    const down = await screen.findByRole('button', { name: 'Move down: Hoses' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() =>
      expect(screen.getByTestId('template-item-4').compareDocumentPosition(screen.getByTestId('template-item-3'))).toBe(
        4,
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down: Hoses' })).toHaveFocus());
    // Moved to the end: its down button is disabled, so focus goes to its up button.
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Hoses' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down: Hoses' })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move up: Hoses' })).toHaveFocus());
  });
});
