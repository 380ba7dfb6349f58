import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const who = info('logistics', 1, 1);
const posted: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Types into a picker's field the way a user does: click its first section, then the digits. */
async function typeInto(label: RegExp, digits: string) {
  const group = await screen.findByRole('group', { name: label });
  const sections = within(group).getAllByRole('spinbutton');
  await userEvent.click(sections[0]!);
  await userEvent.keyboard(digits);
}

describe('date and time pickers', () => {
  it('take dd/mm/yyyy HH:mm typed in the terminal time zone and send the instant in UTC', async () => {
    server.use(
      ...shellHandlers(() => who),
      mswHttp.post(`${API}/mooringReports`, async ({ request }) => {
        posted.push(await request.json());
        return ok({ id: 9 });
      }),
      mswHttp.get(`${API}/mooringReports/9`, () => ok({ id: 9 })),
      mswHttp.get(`${API}/mooringReports/list`, () => ok({ rows: [], total: 0 })),
    );
    renderApp('/mooring-report/index/create');
    fireEvent.change(await screen.findByLabelText(/^Nomination/), { target: { value: '12' } });
    await typeInto(/^First line ashore/, '241120260600');
    await typeInto(/^All fast/, '241120260630');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(posted).toHaveLength(1));
    // 06:00 in Singapore (UTC+8) is 22:00 UTC the day before.
    expect(posted[0]).toMatchObject({
      nominationId: 12,
      firstLineAshore: '2026-11-23T22:00:00.000Z',
      allFast: '2026-11-23T22:30:00.000Z',
    });
  });

  it('refuse an impossible day with the schema message, and send nothing', async () => {
    posted.length = 0;
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/mooringReports/list`, () => ok({ rows: [], total: 0 })),
    );
    renderApp('/mooring-report/index/create');
    fireEvent.change(await screen.findByLabelText(/^Nomination/), { target: { value: '12' } });
    await typeInto(/^First line ashore/, '3102');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findAllByText(/Enter a valid date and time|Required field must be filled in/)).not.toHaveLength(
      0,
    );
    expect(posted).toHaveLength(0);
  });
});
