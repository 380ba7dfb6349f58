import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { tankRow } from '../../../tests/support/tankRow';

/**
 * The tank record screen's code arrives only when the test says so, as on a slow line: until then
 * the router's transition keeps the list on screen, mounted, after the user has clicked away.
 */
const code = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const here = new Promise<void>((resolve) => (arrive = resolve));
  return { here, arrive: () => arrive() };
});
vi.mock('../tanks/TankViews', async () => {
  await code.here;
  return { TankCreate: () => null, TankEdit: () => <p>The tank record</p> };
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  // The test files of a worker share it (isolate: false): the next one loads the real tank record.
  vi.doUnmock('../tanks/TankViews');
});

const tank = tankRow;

describe('a list left while its search is pending', () => {
  it('still applies a search to the list its user stays on', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/tanks/list`, ({ request }) =>
        ok(new URL(request.url).searchParams.get('searchValue') ? { rows: [], total: 0 } : { rows: [tank], total: 1 }),
      ),
    );
    renderApp('/admin/tank');
    await screen.findByText('Tank T101');
    fireEvent.change(await screen.findByPlaceholderText('Search'), { target: { value: 'zz' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('zz'), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByText('Tank T101')).toBeNull());
  });

  it('stays left: the search typed just before opening a row does not bring the list back', async () => {
    server.use(
      ...shellHandlers(() => info('logistics', 1, 1)),
      mswHttp.get(`${API}/tanks/list`, ({ request }) =>
        ok(new URL(request.url).searchParams.get('searchValue') ? { rows: [], total: 0 } : { rows: [tank], total: 1 }),
      ),
    );
    renderApp('/admin/tank');
    const search = await screen.findByPlaceholderText('Search');
    fireEvent.change(search, { target: { value: 'zz' } });
    // At once, well inside the search's half-second debounce.
    fireEvent.click(await screen.findByText('Tank T101'));
    // The debounce runs out while the record's code is still on its way.
    await new Promise((done) => setTimeout(done, 900));
    code.arrive();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/tank/1'), { timeout: 5_000 });
    expect(await screen.findByText('The tank record')).toBeInTheDocument();
  });
});
