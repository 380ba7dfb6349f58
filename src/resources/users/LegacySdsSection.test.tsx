import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { UserRecord } from '../../../contract/schemas/users';
import type { LegacySdsRecord } from '../../../contract/schemas/sds';
import { API, info, ok, renderApp, shellHandlers } from '../../../tests/support/web-app';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The settings screen's code loads on demand: loaded once here so the first test does not wait on it.
  await import('../settings/SettingsScreen');
}, 120_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user: UserRecord = {
  id: 9,
  userId: 9,
  userName: 'customer',
  nickName: 'Daniel Lee',
  email: 'daniel@straits.example',
  userType: 2,
  role: 5,
  companyId: 7,
  companyName: 'Straits Bunkering',
  shipId: null,
  shipName: null,
  pilotId: null,
  pilotName: null,
  status: 'Active',
  lockedUntil: null,
  createTime: '2026-01-05T01:00:00.000Z',
};
const sheet: LegacySdsRecord = {
  id: 3,
  userId: 9,
  fileName: 'mgo-sds-2025.pdf',
  mimeType: 'application/pdf',
  size: 3072,
  uploadedAt: '2026-03-02T04:05:00.000Z',
  uploadedByName: 'Daniel Lee',
  uploadedByRole: 5,
};

/** The user's record with its old sheets; counts the calls for the sheets' list and file. */
function userScreen(who: [string, number, number], sheets: LegacySdsRecord[]) {
  const calls = { list: 0, file: 0 };
  server.use(
    ...shellHandlers(() => info(...who)),
    mswHttp.get(`${API}/system/user/9`, () => ok(user)),
    mswHttp.get(`${API}/companies/list`, () => ok({ rows: [], total: 0 })),
    mswHttp.get(`${API}/ships/list`, () => ok({ rows: [], total: 0 })),
    mswHttp.get(`${API}/pilots/list`, () => ok({ rows: [], total: 0 })),
    mswHttp.get(`${API}/companies/7`, () => ok({ id: 7, name: 'Straits Bunkering' })),
    mswHttp.get(`${API}/system/user/9/legacySds`, () => {
      calls.list += 1;
      return ok(sheets);
    }),
    mswHttp.get(`${API}/system/user/9/legacySds/3`, () => {
      calls.file += 1;
      return new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: { 'content-type': 'application/pdf' },
      });
    }),
  );
  renderApp('/settings/index/users/9');
  return calls;
}

describe('a user’s safety data sheets from before they were a nomination’s', { timeout: 90_000 }, () => {
  it('shows terminal logistics the old sheets read-only, with who uploaded them and when, and downloads one', async () => {
    const calls = userScreen(['logistics', 1, 1], [sheet]);
    const section = await screen.findByTestId('legacy-sds', {}, { timeout: 45_000 });
    expect(section).toHaveTextContent('Earlier safety data sheets');
    expect(section).toHaveTextContent('mgo-sds-2025.pdf');
    expect(section).toHaveTextContent('3 KB');
    expect(section).toHaveTextContent('Daniel Lee (Customer User)');
    // The terminal's time zone (Asia/Singapore): 04:05 UTC is 12:05 there.
    expect(section).toHaveTextContent('02/03/2026 12:05');
    expect(section.querySelectorAll('input')).toHaveLength(0);
    URL.createObjectURL = () => 'blob:sheet';
    URL.revokeObjectURL = () => undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Download mgo-sds-2025.pdf' }));
    await waitFor(() => expect(calls.file).toBe(1));
  });

  it('shows nothing when the user has no old sheets', async () => {
    const calls = userScreen(['admin', 0, 0], []);
    expect(await screen.findByDisplayValue('Daniel Lee', {}, { timeout: 45_000 })).toBeInTheDocument();
    await waitFor(() => expect(calls.list).toBe(1));
    expect(screen.queryByTestId('legacy-sds')).toBeNull();
  });

  it('does not ask for them as a company admin, who may edit the user but not read the old sheets', async () => {
    const calls = userScreen(['companyadmin', 2, 4], [sheet]);
    expect(await screen.findByDisplayValue('Daniel Lee', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('legacy-sds')).toBeNull();
    expect(calls.list).toBe(0);
  });
});
