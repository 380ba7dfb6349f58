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

/**
 * Types as Chromium does, separators included: jsdom's user-event drops a space or a slash typed
 * into a section, but Chromium inserts it as the section's text and fires input (seen in the
 * walk's browser: a space in the hour section reached MUI as a no-break space, read as 0). Digits go through
 * user-event; any other key is a keydown whose default, when not prevented, is that input.
 */
async function typeAsChromium(label: RegExp, text: string) {
  const group = await screen.findByRole('group', { name: label });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
  for (const key of text) {
    if (/\d/.test(key)) {
      await userEvent.keyboard(key);
      continue;
    }
    const section = document.activeElement as HTMLElement;
    if (fireEvent.keyDown(section, { key })) {
      // A lone space in an editable span is inserted as a no-break space.
      section.textContent = key === ' ' ? '\u00a0' : key;
      fireEvent.input(section, { data: key, inputType: 'insertText' });
    }
  }
}

/**
 * The form's first field. The screen's code loads on demand and its first load under the test
 * runner's transform takes seconds: on a busy shared machine it outlasted the default 10 s wait
 * ("Unable to find a label /^Nomination/", a timeout, not a changed label).
 */
const nominationField = () => screen.findByLabelText(/^Nomination/, {}, { timeout: 45_000 });

describe('date and time pickers', { timeout: 90_000 }, () => {
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
    fireEvent.change(await nominationField(), { target: { value: '12' } });
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

  it('take the time typed with its separators, as the label shows it (dd/mm/yyyy HH:mm)', async () => {
    posted.length = 0;
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
    fireEvent.change(await nominationField(), { target: { value: '12' } });
    // The walk's cases (walk 33 #2): the space before the time made 15:35 into 01:35. There, the
    // dialog's field held a time already ("now"): so do these, typed over.
    await typeInto(/^First line ashore/, '241120261959');
    await typeInto(/^All fast/, '241120261959');
    await typeAsChromium(/^First line ashore/, '25/11/2026 09:05');
    await typeAsChromium(/^All fast/, '26/11/2026 15:35');
    const sections = (label: RegExp) =>
      within(screen.getByRole('group', { name: label }))
        .getAllByRole('spinbutton')
        .map((s) => s.textContent);
    expect(sections(/^First line ashore/)).toEqual(['25', '11', '2026', '09', '05']);
    expect(sections(/^All fast/)).toEqual(['26', '11', '2026', '15', '35']);
    // An hour typed with one digit is ended by its separator, not by the next digit.
    await typeAsChromium(/^Cast off/, '27/11/2026 1:05');
    expect(sections(/^Cast off/)).toEqual(['27', '11', '2026', '01', '05']);
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(posted).toHaveLength(1));
    // Singapore (UTC+8): 09:05 is 01:05 UTC, 15:35 is 07:35 UTC.
    expect(posted[0]).toMatchObject({
      firstLineAshore: '2026-11-25T01:05:00.000Z',
      allFast: '2026-11-26T07:35:00.000Z',
      castOff: '2026-11-26T17:05:00.000Z',
    });
  });

  it('refuse an impossible day with the schema message, and send nothing', async () => {
    posted.length = 0;
    server.use(
      ...shellHandlers(() => who),
      mswHttp.get(`${API}/mooringReports/list`, () => ok({ rows: [], total: 0 })),
    );
    renderApp('/mooring-report/index/create');
    fireEvent.change(await nominationField(), { target: { value: '12' } });
    await typeInto(/^First line ashore/, '3102');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findAllByText(/Enter a valid date and time|Required field must be filled in/)).not.toHaveLength(
      0,
    );
    expect(posted).toHaveLength(0);
  });
});
