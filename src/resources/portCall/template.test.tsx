import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { ChecklistItemRecord } from '../../../contract/schemas/portCall';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const hoses: ChecklistItemRecord = {
  id: 3,
  part: 'beforeTransfer',
  textEn: 'Hoses are in good order',
  textZh: '软管状况良好',
  critical: true,
  position: 10,
  active: true,
};

/** The template with one item; writes are kept in `calls` and change the list as the server would. */
function handlers(who: GetInfoResult, calls: string[]) {
  let items = [hoses];
  server.use(
    ...shellHandlers(() => who),
    mswHttp.get(`${API}/checklist-items`, () => ok(items)),
    mswHttp.post(`${API}/checklist-items`, async ({ request }) => {
      const body = (await request.json()) as Omit<ChecklistItemRecord, 'id'>;
      calls.push(`create ${JSON.stringify(body)}`);
      const made = { ...body, id: 4 };
      items = [...items, made];
      return ok(made);
    }),
    mswHttp.put(`${API}/checklist-items/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Omit<ChecklistItemRecord, 'id'>;
      calls.push(`update ${String(params.id)} ${JSON.stringify(body)}`);
      items = items.map((i) => (i.id === Number(params.id) ? { ...body, id: i.id } : i));
      return ok({ ...body, id: Number(params.id) });
    }),
  );
}

describe('the checklist template in Settings', { timeout: 60_000 }, () => {
  it('lets terminal logistics add an item in both languages and retire one', async () => {
    const calls: string[] = [];
    handlers(info('logistics', 1, 1), calls);
    renderApp('/settings/index?tab=checklist');
    const item = await screen.findByTestId('template-item-3');
    expect(item).toHaveTextContent('Hoses are in good order');
    expect(item).toHaveTextContent('软管状况良好');
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(calls).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Text in English/), { target: { value: 'Fire hoses laid out' } });
    fireEvent.change(within(dialog).getByLabelText(/Text in Chinese/), { target: { value: '消防水带已铺设' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toEqual([
        'create {"part":"beforeArrival","textEn":"Fire hoses laid out","textZh":"消防水带已铺设","critical":false,"position":20,"active":true}',
      ]),
    );
    expect(await screen.findByText('Item "Fire hoses laid out" saved')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Before arrival' })).getByText('Fire hoses laid out'),
    ).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('template-item-3')).getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(calls.at(-1)).toBe(
        'update 3 {"part":"beforeTransfer","textEn":"Hoses are in good order","textZh":"软管状况良好","critical":true,"position":10,"active":false}',
      ),
    );
    const retired = screen.getByTestId('template-item-3');
    expect(await within(retired).findByText('Retired')).toBeInTheDocument();
    expect(within(retired).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('keeps an edited item in its part: the part is offered only for a new item', async () => {
    const calls: string[] = [];
    handlers(info('logistics', 1, 1), calls);
    renderApp('/settings/index?tab=checklist');
    const item = await screen.findByTestId('template-item-3');
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const part = within(dialog).getByRole('combobox', { name: /Part/ });
    expect(part).toHaveAttribute('aria-disabled', 'true');
    expect(part).toHaveTextContent('Before transfer');
    expect(
      within(dialog).getByText('An item keeps its part: retire it and add a new one in the other part'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    const added = await screen.findByRole('dialog', { name: 'New checklist item' });
    expect(within(added).getByRole('combobox', { name: /Part/ })).not.toHaveAttribute('aria-disabled');
  });

  it('says so when a move is left half way, and shows the list as saved', async () => {
    const calls: string[] = [];
    const scuppers = { ...hoses, id: 5, textEn: 'Scuppers are plugged', textZh: '排水孔已堵塞', position: 20 };
    let listed = 0;
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/checklist-items`, () => {
        listed += 1;
        return ok([hoses, scuppers]);
      }),
      mswHttp.put(`${API}/checklist-items/:id`, async ({ request, params }) => {
        const body = (await request.json()) as Omit<ChecklistItemRecord, 'id'>;
        calls.push(`update ${String(params.id)} ${body.position}`);
        if (params.id === '3')
          return HttpResponse.json({ code: 409, msg: 'Item 3 changed meanwhile', data: null }, { status: 409 });
        return ok({ ...body, id: Number(params.id) });
      }),
    );
    renderApp('/settings/index?tab=checklist');
    const second = await screen.findByTestId('template-item-5');
    fireEvent.click(within(second).getByRole('button', { name: 'Move up: Scuppers are plugged' }));
    await waitFor(() => expect(calls).toEqual(['update 5 10', 'update 3 20']));
    expect(
      await screen.findByText(/"Scuppers are plugged" moved only half way \(.+\); the list is shown again as saved\./),
    ).toBeInTheDocument();
    await waitFor(() => expect(listed).toBe(2));
    // The list shows the saved order, not the one asked for: the moved item keeps the keyboard's focus.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-move')).toMatch(/^5:/));
  });

  it("is no tab of a company's settings: the template is the terminal's", async () => {
    handlers(info('companyAdmin', 2, 4), []);
    server.use(mswHttp.get(`${API}/companies/7`, () => ok({ id: 7, companyName: 'Straits Bunkering' })));
    renderApp('/settings/index?tab=checklist');
    expect(await screen.findByRole('tab', { name: 'My company' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Safety checklist' })).toBeNull();
  });
});
