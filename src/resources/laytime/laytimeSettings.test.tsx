import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_SETTINGS } from '../../../contract/schemas/settings';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Terminal logistics on the terminal settings; each write is kept in `calls`. */
function open(calls: { method: string; url: string; body: unknown }[]) {
  server.use(
    ...shellHandlers(() => info('logistics', 1, 1)),
    mswHttp.get(`${API}/system/user/getList`, () => ok({ rows: [], total: 0 })),
    mswHttp.get(`${API}/settings`, () => ok(DEFAULT_SETTINGS)),
    mswHttp.get(`${API}/settings/stamp`, () =>
      HttpResponse.json({ code: 404, msg: 'Not found', data: null }, { status: 404 }),
    ),
    mswHttp.put(`${API}/settings`, async ({ request }) => {
      const body = (await request.json()) as object;
      calls.push({ method: 'PUT', url: request.url, body });
      return ok({ ...DEFAULT_SETTINGS, ...body });
    }),
    mswHttp.post(`${API}/laytime/recompute`, ({ request }) => {
      calls.push({ method: 'POST', url: request.url, body: null });
      return ok({ recomputed: 12, changed: 3, ms: 1234 });
    }),
  );
  renderApp('/settings/index?tab=terminal');
}

describe('the laytime settings', { timeout: 60_000 }, () => {
  it('refuses a value out of range at its input, then saves the laytime rules and the GST', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    open(calls);
    const base = await screen.findByTestId('laytime-baseHours');
    fireEvent.change(base, { target: { value: '300' } });
    expect(await screen.findByText('Between 0 and 240')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(base, { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('gst-percent'), { target: { value: '8' } });
    // Barge-caused stops no longer count as laytime.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Barge' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        laytime: {
          ...DEFAULT_SETTINGS.laytime,
          baseHours: 3,
          excludedCauses: ['terminal', 'barge', 'weather', 'authority'],
        },
        invoicing: { gstPercent: 8 },
      }),
    );
  });

  it('recomputes every completed call for terminal logistics and says what changed', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    open(calls);
    fireEvent.click(await screen.findByRole('button', { name: 'Recompute laytime' }));
    expect(await screen.findByText('Laytime recomputed for 12 calls: 3 changed (1.2 s)')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual(['POST /api/laytime/recompute']);
  });
});
