import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import type { GetInfoResult } from '../../../contract/schemas/auth';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';
import { isFiltered } from './ListEmpty';

let who: GetInfoResult = info('customer', 2, 5);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const empty = () => ok({ rows: [], total: 0 });

describe('the empty list', () => {
  it('invites a new customer to nominate, with the create action in the list itself', async () => {
    who = info('customer', 2, 5);
    server.use(...shellHandlers(() => who), mswHttp.get(`${API}/jput/nomination/list`, empty));
    renderApp('/barging/index');
    expect(await screen.findByText('No nominations yet. Nominate a barge to book a berth.')).toBeInTheDocument();
    // One at the top of the list (it comes a frame after the rows: rowsFirst.tsx), one in the empty state.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'New nomination' })).toHaveLength(2));
    const creates = screen.getAllByRole('link', { name: 'New nomination' });
    for (const link of creates) expect(link.getAttribute('href')).toBe('/barging/index/create');
  });

  it('gives the head of pilot an empty pilot list with its create action', async () => {
    who = info('headpilot', 1, 12);
    server.use(...shellHandlers(() => who), mswHttp.get(`${API}/pilots/list`, empty));
    renderApp('/admin/pilot');
    expect(
      await screen.findByText('No pilots or tugs yet. Add the pilots and tugs the terminal can assign.'),
    ).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'New pilot or tug' })).length).toBeGreaterThan(0);
  });

  it('says nothing matches a search, and clears it', async () => {
    who = info('customer', 2, 5);
    server.use(...shellHandlers(() => who), mswHttp.get(`${API}/jput/nomination/list`, empty));
    renderApp('/barging/index?filter=%7B%22searchValue%22%3A%22nothing%22%7D');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No nominations yet. Nominate a barge to book a berth.')).toBeInTheDocument();
  });

  it("does not count the list's own defaults as the user's filters", () => {
    expect(isFiltered({ active: 'true' }, {})).toBe(false);
    expect(isFiltered({ status: 'Booked' }, { status: 'Booked' })).toBe(false);
    expect(isFiltered({ active: 'all' }, {})).toBe(true);
    expect(isFiltered({ searchValue: 'star' }, {})).toBe(true);
  });
});
