import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { App } from './App';
import { createHttp } from './dataProvider/http';
import { createDataProvider } from './dataProvider';
import { createAuthProvider } from './authProvider';
import { currentToken, storeToken } from './dataProvider/session';
import { landingFor, menusFor } from '../contract/menus';
import type { GetInfoResult } from '../contract/schemas/auth';

const API = 'http://localhost:3000/api';

function info(userName: string, nickName: string, userType: number, role: number): GetInfoResult {
  return {
    user: {
      userId: 1,
      userName,
      nickName,
      email: `${userName}@x.test`,
      role,
      userType,
      companyId: null,
      companyName: null,
      status: 'Active',
    },
    mvpVesselPayFlag: false,
    menus: menusFor({ userType, role }),
    landing: landingFor({ userType, role }),
    profileEditable: false,
    timeZone: 'Asia/Singapore',
    authenticator: false,
    companyApproved: true,
  };
}

let current = info('barge', 'Harbour Star 1', 4, 8);
const server = setupServer(
  mswHttp.get(`${API}/getInfo`, () => HttpResponse.json({ code: 200, msg: 'success', data: current })),
  mswHttp.get('*/api/jput/version', () => HttpResponse.json({ code: 200, msg: '1.2.3', data: null })),
  // The shell's counts and live stream, quiet here.
  mswHttp.get('*/api/jput/request/getPendingApprovalCount', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: { pendingApprovalCount: 0 } }),
  ),
  // Certificates of quantity waiting for the caller's signature: the menu's badge (DECISIONS.md §6).
  mswHttp.get('*/api/jput/quantity/getQuantityNum', () => HttpResponse.json({ code: 200, msg: 'success', data: 2 })),
  mswHttp.get('*/api/jput/billOfLading/getBillOfLadingNum', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: 0 }),
  ),
  // Ship vettings waiting on the caller: the ship vetting badge (DECISIONS.md §5).
  mswHttp.get('*/api/jput/shipVetting/getUnseenCount', () => HttpResponse.json({ code: 200, msg: 'success', data: 3 })),
  // The public verify call, answering as for an older version of a document.
  mswHttp.post('*/api/documents/verify', () =>
    HttpResponse.json({
      code: 200,
      msg: 'success',
      data: {
        outcome: 'notLatest',
        messageKey: 'spec.pdfNotLatest',
        message: 'This PDF is not the latest version.',
        document: {
          number: 'CQ-2026-00007',
          type: 'quantity',
          status: 'Signed',
          version: 2,
          latestVersion: 4,
          signers: [{ userName: 'Priya Nair', role: 7, slot: 'surveyor', at: '2026-11-23T02:00:00.000Z' }],
        },
      },
    }),
  ),
  mswHttp.get('*/api/disclaimer/countUnseen', () => HttpResponse.json({ code: 200, msg: 'success', data: 0 })),
  mswHttp.get('*/api/settings/public', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: { trial: true, movedTo: null, moveExpiry: null } }),
  ),
  mswHttp.get('*/api/system/user/notifications/unreadCount', () =>
    HttpResponse.json({ code: 200, msg: 'success', data: { unread: 0 } }),
  ),
  mswHttp.get(
    '*/api/system/user/notifications/sse',
    () =>
      new HttpResponse(new ReadableStream({ start: () => undefined }), {
        headers: { 'content-type': 'text/event-stream' },
      }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function renderAt(path: string) {
  storeToken('test-token-0123456789');
  const http = createHttp({
    baseUrl: API,
    getToken: currentToken,
    effects: { notify: () => undefined, sessionExpired: () => undefined },
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App dataProvider={createDataProvider(http)} authProvider={createAuthProvider(http)} http={http} />
      <Where />
    </MemoryRouter>,
  );
}

describe('the signed-in shell', () => {
  it('builds the side menu from the caller’s row of the menu table', async () => {
    current = info('bargeoperator', 'Marcus Teo', 3, 9);
    renderAt('/barging/index');
    const menu = await screen.findByTestId('berth-menu');
    await waitFor(() => expect(within(menu).getAllByRole('link').length).toBe(3));
    const links = within(menu)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(menusFor({ userType: 3, role: 9 }));
  });

  it.each([
    [10, 'My Pilot Jobs'],
    [12, 'Pilot Jobs'],
  ] as const)(
    'names the pilot jobs entry for role %i as "%s": the head of pilot sees every job, a pilot its own',
    async (role, label) => {
      current = info(role === 10 ? 'pilot' : 'headpilot', 'Ravi Kumar', 1, role);
      renderAt('/barging/index');
      const menu = await screen.findByTestId('berth-menu');
      await waitFor(() =>
        expect(
          within(menu)
            .getAllByRole('link')
            .find((a) => a.getAttribute('href') === '/pilot/index'),
        ).toHaveTextContent(new RegExp(`^${label}$`)),
      );
    },
  );

  it("counts the documents waiting for the caller's signature on their menu entries", async () => {
    current = info('barge', 'Harbour Star 1', 4, 8);
    renderAt('/barging/index');
    const menu = await screen.findByTestId('berth-menu');
    const quantity = within(menu)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === '/certificate/quantity')!;
    await waitFor(() => expect(quantity).toHaveTextContent('2'));
  });

  it('counts the ship vettings waiting on a customer on the ship vetting entry', async () => {
    current = info('customer', 'Daniel Lee', 2, 5);
    renderAt('/barging/index');
    const menu = await screen.findByTestId('berth-menu');
    const vetting = within(menu)
      .getAllByRole('link')
      .find((a) => a.getAttribute('href') === '/ship-vetting/index')!;
    await waitFor(() => expect(vetting).toHaveTextContent('3'));
  });

  it('shows barge users as "userName (nickName)"', async () => {
    current = info('barge', 'Harbour Star 1', 4, 8);
    renderAt('/barging/index');
    expect(await screen.findByText('barge (Harbour Star 1)')).toBeInTheDocument();
  });

  it('opens every menu screen inside the layout, none of them a placeholder', async () => {
    current = info('logistics', 'Tan Wei Ming', 1, 1);
    renderAt('/pilotagePlanning/index');
    expect(await screen.findByTestId('app-version')).toHaveTextContent('1.2.3');
    expect(screen.queryByText('This screen is being built and will be available in a coming release.')).toBeNull();
  });

  it('refuses a screen outside the caller’s menu', async () => {
    current = info('customer', 'Daniel Lee', 2, 5);
    renderAt('/auditLog/index');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it('sends unknown paths to /404', async () => {
    current = info('customer', 'Daniel Lee', 2, 5);
    renderAt('/no/such/place');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/404'));
  });
});

describe('the verify page', () => {
  it("takes a PDF only, and answers in the spec's words with the document's details", async () => {
    renderAt('/verify?number=CQ-2026-00007');
    const page = await screen.findByTestId('verify-page');
    expect(page).toHaveTextContent('CQ-2026-00007');
    const input = within(page).getByTestId('verify-file');
    await userEvent.upload(input, new File(['x'], 'scan.png', { type: 'image/png' }), { applyAccept: false });
    expect(await within(page).findByText('Upload a PDF file (.pdf)')).toBeInTheDocument();
    expect(within(page).getByTestId('verify-check')).toBeDisabled();
    await userEvent.upload(input, new File(['%PDF-1.7'], 'cq.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(page).getByTestId('verify-check'));
    const result = await within(page).findByTestId('verify-result');
    expect(result).toHaveAttribute('data-outcome', 'notLatest');
    expect(result).toHaveTextContent('Document is invalid');
    expect(result).toHaveTextContent('This PDF is not the latest version.');
    expect(result).toHaveTextContent('2 of 4');
    expect(result).toHaveTextContent('Priya Nair (Surveyor) · 23/11/2026 10:00');
  });

  it('lets a keyboard reach the file chooser, then the check', async () => {
    renderAt('/verify');
    const page = await screen.findByTestId('verify-page');
    const input = within(page).getByTestId('verify-file');
    for (let i = 0; i < 6 && document.activeElement !== input; i++) await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.upload(input, new File(['%PDF-1.7'], 'cq.pdf', { type: 'application/pdf' }));
    await userEvent.tab();
    expect(within(page).getByTestId('verify-check')).toHaveFocus();
  });

  it('shows a genuine document whose signing is not finished as a warning of its own, neither valid nor forged', async () => {
    server.use(
      mswHttp.post('*/api/documents/verify', () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            outcome: 'notFullySigned',
            messageKey: 'documents.notFullySigned',
            message: 'This document exists but is not fully signed',
            document: {
              number: 'COQ-2026-00003',
              type: 'quality',
              status: 'Rejected',
              version: 1,
              latestVersion: 1,
              signers: [],
            },
          },
        }),
      ),
    );
    renderAt('/verify?number=COQ-2026-00003');
    const page = await screen.findByTestId('verify-page');
    await userEvent.upload(
      within(page).getByTestId('verify-file'),
      new File(['%PDF-1.7'], 'coq.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(page).getByTestId('verify-check'));
    const result = await within(page).findByTestId('verify-result');
    expect(result).toHaveAttribute('data-outcome', 'notFullySigned');
    expect(result).toHaveTextContent('Signing not finished');
    expect(result).toHaveTextContent('This document exists but is not fully signed');
    expect(result).not.toHaveTextContent('Valid document');
    expect(result).not.toHaveTextContent('Document is invalid');
    // Amber with a pen, not the green of a valid file nor the red of a forgery.
    expect(result).toHaveClass('MuiAlert-colorWarning');
    expect(result).not.toHaveClass('MuiAlert-colorSuccess');
    expect(result).not.toHaveClass('MuiAlert-colorError');
    expect(within(result).getByTestId('DrawOutlinedIcon')).toBeInTheDocument();
  });
});
