import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MailPreferencesRecord } from '../../../contract/schemas/mailPreferences';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

/** Settings, E-mail and the public unsubscribe page (DECISIONS.md §11, issue 34 §6). */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const customer: MailPreferencesRecord = {
  events: ['stateChanges', 'awaitingSignature', 'vettingDecisions', 'offSpec', 'invoices'],
  choices: {
    stateChanges: 'digest',
    awaitingSignature: 'immediate',
    vettingDecisions: 'immediate',
    offSpec: 'immediate',
    invoices: 'immediate',
  },
  digestHour: 8,
  timeZone: 'Asia/Singapore',
};

describe('Settings, E-mail', () => {
  it("shows each of the role's events with its choice, changes one by keyboard and the hour, and saves with a message", async () => {
    const sent: unknown[] = [];
    server.use(
      ...shellHandlers(() => info('customer', 2, 5)),
      mswHttp.get(`${API}/account/mail-preferences`, () => ok(customer)),
      mswHttp.put(`${API}/account/mail-preferences`, async ({ request }) => {
        const body = (await request.json()) as { choices: Record<string, string>; digestHour: number };
        sent.push(body);
        return ok({ ...customer, choices: { ...customer.choices, ...body.choices }, digestHour: body.digestHour });
      }),
    );
    renderApp('/settings/index?tab=email');
    const moves = within(await screen.findByRole('radiogroup', { name: 'State changes of your nominations' }));
    expect(moves.getByRole('radio', { name: 'Daily summary' })).toBeChecked();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(5);
    expect(screen.queryByRole('radiogroup', { name: 'Pilot jobs assigned to you' })).toBeNull();

    // A radio group moves with the arrow keys: from Daily summary back to At once.
    moves.getByRole('radio', { name: 'Daily summary' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(moves.getByRole('radio', { name: 'At once' })).toBeChecked();
    await userEvent.click(screen.getByLabelText('Daily summary at'));
    await userEvent.click(await screen.findByRole('option', { name: '17:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    expect(await screen.findByText('E-mail choices saved: 5 by e-mail, the summary at 17:00')).toBeInTheDocument();
    expect(sent).toEqual([{ choices: { ...customer.choices, stateChanges: 'immediate' }, digestHour: 17 }]);
  });
});

describe('the profile dialog', () => {
  it('gives a pilot, who has no Settings menu, their e-mail choices and saves them', async () => {
    const pilot: MailPreferencesRecord = {
      events: ['pilotJobs'],
      choices: { pilotJobs: 'immediate' },
      digestHour: 8,
      timeZone: 'Asia/Singapore',
    };
    const sent: unknown[] = [];
    server.use(
      ...shellHandlers(() => info('pilot', 1, 10)),
      mswHttp.get(`${API}/pilot-jobs`, () => ok({ rows: [], total: 0 })),
      mswHttp.get(`${API}/account/mail-preferences`, () => ok(pilot)),
      mswHttp.put(`${API}/account/mail-preferences`, async ({ request }) => {
        const body = (await request.json()) as { choices: Record<string, string>; digestHour: number };
        sent.push(body);
        return ok({ ...pilot, ...body });
      }),
    );
    renderApp('/pilot/index');
    await userEvent.click(await screen.findByText('pilot'));
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    await userEvent.click(await screen.findByTestId('menu-view-profile'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Profile' }));
    const jobs = within(await dialog.findByRole('radiogroup', { name: 'Pilot jobs assigned to you' }));
    expect(jobs.getByRole('radio', { name: 'At once' })).toBeChecked();
    expect(dialog.getAllByRole('radiogroup')).toHaveLength(1);
    await userEvent.click(jobs.getByRole('radio', { name: 'Daily summary' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save e-mail choices' }));
    expect(await screen.findByText('E-mail choices saved: 1 by e-mail, the summary at 08:00')).toBeInTheDocument();
    expect(sent).toEqual([{ choices: { pilotJobs: 'digest' }, digestHour: 8 }]);
  });
});

/** A token as the server signs it: base64url JSON of purpose, user and event, then a signature. */
const tokenFor = (event: string) =>
  `${btoa(JSON.stringify({ p: 'unsubscribe', u: 5, e: event }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.c2lnbmF0dXJl`;

describe('the unsubscribe page', () => {
  it('names the event and changes nothing until Turn off is pressed, then says it is off and where to turn it back on', async () => {
    const tokens: string[] = [];
    server.use(
      ...shellHandlers(() => info('customer', 2, 5)),
      mswHttp.post(`${API}/mail/unsubscribe`, async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return ok({ event: 'stateChanges' });
      }),
    );
    const token = tokenFor('stateChanges');
    renderApp(`/unsubscribe?token=${token}`);
    expect(
      await screen.findByRole('heading', { name: 'Stop e-mails about "State changes of your nominations"?' }),
    ).toBeInTheDocument();
    // Opening the link (as a mail scanner does) sends nothing.
    await new Promise((r) => setTimeout(r, 50));
    expect(tokens).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Done: you will no longer get e-mails for "State changes of your nominations".'),
    ).toBeInTheDocument();
    expect(tokens).toEqual([token]);
    expect(screen.getByText(/open your profile \(your name at the top right\), E-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to turn it back on' })).toHaveAttribute('href', '/login');
  });

  it('says a link it cannot read is not valid, without calling the server', async () => {
    server.use(...shellHandlers(() => info('customer', 2, 5)));
    renderApp('/unsubscribe?token=abc.def');
    expect(await screen.findByText('This link could not be used')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it("says a refused link's reason", async () => {
    server.use(
      ...shellHandlers(() => info('customer', 2, 5)),
      mswHttp.post(`${API}/mail/unsubscribe`, () =>
        HttpResponse.json(
          { code: 400, msg: 'This unsubscribe link is not valid.', key: 'mailPreferences.badToken', params: {} },
          { status: 400 },
        ),
      ),
    );
    renderApp(`/unsubscribe?token=${tokenFor('invoices')}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('This link could not be used')).toBeInTheDocument();
  });
});
