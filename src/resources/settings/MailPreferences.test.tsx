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

describe('the unsubscribe page', () => {
  it('turns the event off from the link and says which, with the way back on', async () => {
    const tokens: string[] = [];
    server.use(
      ...shellHandlers(() => info('customer', 2, 5)),
      mswHttp.post(`${API}/mail/unsubscribe`, async ({ request }) => {
        tokens.push(((await request.json()) as { token: string }).token);
        return ok({ event: 'stateChanges' });
      }),
    );
    renderApp('/unsubscribe?token=abc.def');
    expect(
      await screen.findByText('Done: you will no longer get e-mails for "State changes of your nominations".'),
    ).toBeInTheDocument();
    expect(tokens).toEqual(['abc.def']);
    expect(screen.getByRole('link', { name: 'Sign in to turn it back on' })).toHaveAttribute(
      'href',
      '/settings/index?tab=email',
    );
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
    renderApp('/unsubscribe?token=tampered');
    expect(await screen.findByText('This link could not be used')).toBeInTheDocument();
  });
});
