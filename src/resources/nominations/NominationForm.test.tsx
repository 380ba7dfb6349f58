import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { NominationOptions } from '../../../contract/schemas/nominations';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The form's code loads on demand; its first load under the test runner's transform is slower
  // than a test waits, so it is loaded here, once.
  await Promise.all([import('./BargingScreen'), import('./NominationForm')]);
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const options: NominationOptions = {
  barges: [
    { id: 1, name: 'Harbour Star 1', imo: '9074729', loa: 78.5, unqualified: false, unqualifiedWhy: null },
    {
      id: 2,
      name: 'Harbour Star 2',
      imo: '9176187',
      loa: 92,
      unqualified: true,
      unqualifiedWhy: { kind: 10, reason: 'P&I certificate lapsed', since: '2026-11-20T02:00:00.000Z' },
    },
    {
      id: 3,
      name: 'Harbour Pearl',
      imo: '9247455',
      loa: 64.2,
      unqualified: true,
      unqualifiedWhy: { kind: 'blacklisted', reason: 'Oil spill at J2', since: '2026-11-12' },
    },
    {
      id: 4,
      name: 'Harbour Spirit',
      imo: '9321483',
      loa: 70,
      unqualified: true,
      unqualifiedWhy: { kind: 'vettingNeeded', reason: null, since: null },
    },
  ],
  products: [{ id: 1, name: 'MGO' }],
  tanks: [{ id: 11, number: 'T101', name: 'Tank T101', productId: 1 }],
  surveyors: [],
  pilots: [],
};

/** A created nomination as the server answers it: only what the toast and the redirect read. */
const created = (status: string) => ({ id: 57, status, bargeName: 'Harbour Star 1' });

function form(answer: () => Response) {
  server.use(
    ...shellHandlers(() => info('customer', 2, 5)),
    mswHttp.get(`${API}/jput/nomination/options`, () => ok(options)),
    mswHttp.post(`${API}/jput/nomination`, answer),
    // After a save the app opens the record; its page is not what these tests look at.
    mswHttp.get(`${API}/jput/nomination/57`, () =>
      HttpResponse.json({ code: 404, msg: 'Not found', key: 'server.notFound', data: null }, { status: 404 }),
    ),
    mswHttp.get(`${API}/jput/request/list`, () => ok({ rows: [], total: 0 })),
  );
}

async function fill() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Barge/ }, { timeout: 45_000 }));
  fireEvent.click(await screen.findByRole('option', { name: /^Harbour Star 1/ }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Product/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'MGO' }));
  fireEvent.change(screen.getByRole('spinbutton', { name: /^Quantity/ }), { target: { value: '1000' } });
}

// The form's chunk and its pickers take a while to load on a busy machine.
describe('the nomination form', { timeout: 90_000 }, () => {
  it('shows an unqualified barge disabled, saying why and since when', async () => {
    form(() => ok(created('Created')));
    renderApp('/barging/index/create');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Barge/ }, { timeout: 45_000 }));
    const suspended = await screen.findByRole('option', { name: /^Harbour Star 2/ });
    expect(suspended).toHaveTextContent(
      'Harbour Star 2 · IMO 9176187 · 92 m — cannot be nominated: Suspended since 20/11/2026 (P&I certificate lapsed)',
    );
    expect(suspended).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /^Harbour Pearl/ })).toHaveTextContent(
      'cannot be nominated: Blacklisted since 12/11/2026 (Oil spill at J2)',
    );
    expect(screen.getByRole('option', { name: /^Harbour Pearl/ })).toHaveAttribute('aria-disabled', 'true');
    // The terminal's setting asks for an Accepted vetting: the refusal's own words.
    const unvetted = screen.getByRole('option', { name: /^Harbour Spirit/ });
    expect(unvetted).toHaveTextContent(
      'cannot be nominated: This barge has no accepted ship vetting, which the terminal requires before a nomination',
    );
    expect(unvetted).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /^Harbour Star 1/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a refusal that names a field under that field, not in a toast', async () => {
    form(() =>
      HttpResponse.json(
        {
          code: 409,
          msg: 'This barge cannot be nominated: it is blacklisted (Oil spill at J2)',
          key: 'vetting.blacklisted',
          params: { reason: 'Oil spill at J2' },
          field: 'bargeId',
          data: null,
        },
        { status: 409 },
      ),
    );
    const notices: string[] = [];
    renderApp('/barging/index/create', notices);
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const at = await screen.findByText(
      'This barge cannot be nominated: it is blacklisted (Oil spill at J2)',
      {},
      { timeout: 45_000 },
    );
    // Under the barge picker: the text is the picker's helper text.
    expect(at.closest('.MuiFormControl-root, .MuiAutocomplete-root')?.querySelector('input')).toHaveAccessibleName(
      /^Barge/,
    );
    expect(notices).toEqual([]);
    expect(screen.queryByRole('alert', { name: /blacklisted/ })).toBeNull();
  });

  it('names the nomination and what happens next after saving a draft and after submitting', async () => {
    form(() => ok(created('Created')));
    renderApp('/barging/index/create');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('Draft nomination #57 (Harbour Star 1) saved. Submit it when ready'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/barging/index/57'));
  });

  it('says a submitted nomination waits for the terminal', async () => {
    form(() => ok(created('Pending Approval')));
    renderApp('/barging/index/create');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(
      await screen.findByText('Nomination #57 (Harbour Star 1) submitted: the terminal will acknowledge it'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Element created')).toBeNull();
  });
});

// Issue 35 item 10: sections, a Cancel that asks before discarding, and the two unexplained fields.
describe('the new-nomination form, explained', { timeout: 90_000 }, () => {
  const posted: unknown[] = [];
  function formWithList() {
    posted.length = 0;
    form(() => ok(created('Created')));
    server.use(
      mswHttp.post(`${API}/jput/nomination`, async ({ request }) => {
        posted.push(await request.json());
        return ok(created('Created'));
      }),
      mswHttp.get(`${API}/jput/nomination/list`, () => ok({ rows: [], total: 0 })),
    );
  }

  it('groups its inputs under section headings', async () => {
    formWithList();
    renderApp('/barging/index/create');
    await screen.findByRole('combobox', { name: /^Barge/ }, { timeout: 45_000 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Barge and cargo',
      'Times',
      'Pilotage and contacts',
      'Surveyors, references and remarks',
      'Who sees it',
    ]);
    expect(screen.getByRole('group', { name: 'Barge and cargo' })).toContainElement(
      screen.getByRole('spinbutton', { name: /^Quantity/ }),
    );
  });

  it('says what the custom code is for', async () => {
    formWithList();
    renderApp('/barging/index/create');
    const code = await screen.findByRole('textbox', { name: 'Custom code' }, { timeout: 45_000 });
    expect(code).toHaveAccessibleDescription(/customs code of this cargo/);
  });

  it('leaves at once with nothing typed, and asks before discarding typed input', async () => {
    formWithList();
    renderApp('/barging/index/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 45_000 }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/barging/index'));

    renderApp('/barging/index/create');
    await fill();
    const cancels = await screen.findAllByRole('button', { name: 'Cancel' });
    fireEvent.click(cancels[cancels.length - 1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Discard this nomination?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('where').at(-1)?.textContent).toBe('/barging/index/create');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard this nomination?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('where').at(-1)?.textContent).toBe('/barging/index'));
  });

  it('explains "Hide from terminal" and asks before hiding', async () => {
    formWithList();
    renderApp('/barging/index/create');
    const hide = await screen.findByRole('switch', { name: 'Hide from terminal' }, { timeout: 45_000 });
    expect(hide).toHaveAccessibleDescription(/Terminal staff will not see this nomination anywhere/);
    fireEvent.click(hide);
    const ask = await screen.findByRole('dialog', { name: 'Hide this nomination from the terminal?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hide).not.toBeChecked();
    fireEvent.click(hide);
    const again = await screen.findByRole('dialog', { name: 'Hide this nomination from the terminal?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Hide from terminal' }));
    await waitFor(() => expect(hide).toBeChecked());
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ hideFromTerminal: true });
  });
});
