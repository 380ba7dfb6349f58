import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nContextProvider } from 'react-admin';
import { DAY } from '../../contract/time';
import { i18nProvider } from '../i18n';
import { AuthenticatorNotice, dismissedKey } from './AuthenticatorNotice';

let userId = 7;

const NOTICE = 'Protect your account: turn on an authenticator app for sign-in.';
/** The notice of the user `userId`, whose getInfo is already in the query cache, as after sign-in. */
const show = () => {
  const client = new QueryClient();
  client.setQueryData(['berth', 'getInfo'], {
    user: { userId, userName: 'logistics', userType: 1, role: 1 },
    authenticator: false,
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nContextProvider value={i18nProvider}>
        <AuthenticatorNotice />
      </I18nContextProvider>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  localStorage.clear();
  userId = 7;
});
afterEach(() => vi.useRealTimers());

describe('the authenticator notice (issue 35 #12)', () => {
  it('can be hidden, stays hidden for that user for a week, and comes back after it', async () => {
    const start = new Date('2026-11-02T01:00:00Z').getTime();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const first = show();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide for a week' }));
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(localStorage.getItem(dismissedKey(7))).toBe(String(start));
    first.unmount();

    // Another screen, another day, another sign-in: still hidden for this user.
    vi.setSystemTime(start + 6 * DAY);
    const later = show();
    expect(screen.queryByText(NOTICE)).toBeNull();
    later.unmount();

    // Another user on the same browser is asked.
    userId = 8;
    const other = show();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    other.unmount();

    // A week on, the first user is reminded.
    userId = 7;
    vi.setSystemTime(start + 7 * DAY);
    show();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('names its hide button in Chinese for a Chinese reader', async () => {
    await act(() => i18nProvider.changeLocale('zh'));
    show();
    expect(screen.getByRole('button', { name: '一周内不再提示' })).toBeInTheDocument();
    await act(() => i18nProvider.changeLocale('en'));
  });
});
