import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { nominationRecord } from '../../../tests/support/nominationRecord';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Hidden: the open popover hides the page behind it from assistive technology, as a modal does.
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).map((cell) => cell.textContent);

describe("the barging list's column chooser", () => {
  it('opens on its first click, and a switched-off column leaves the list', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/jput/nomination/list`, () => ok({ rows: [nominationRecord], total: 1 })),
    );
    renderApp('/barging/index');
    const button = await screen.findByRole('button', { name: 'Columns' });
    await waitFor(() => expect(headers()).toContain('Barge'));
    expect(screen.queryByRole('presentation')).toBeNull();

    fireEvent.click(button);
    const menu = await screen.findByRole('presentation');
    const barge = await within(menu).findByRole('switch', { name: 'Barge' });
    expect(barge).toBeChecked();
    fireEvent.click(barge);

    await waitFor(() => expect(headers()).not.toContain('Barge'));
    expect(headers()).toContain('Product');
    expect(within(menu).getByRole('switch', { name: 'Barge' })).not.toBeChecked();
  });
});
