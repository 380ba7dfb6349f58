import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { App } from '../../src/App';
import { createHttp } from '../../src/dataProvider/http';
import { createDataProvider } from '../../src/dataProvider';
import { createAuthProvider } from '../../src/authProvider';
import { currentToken, storeToken } from '../../src/dataProvider/session';
import { landingFor, menusFor } from '../../contract/menus';
import type { GetInfoResult } from '../../contract/schemas/auth';

export const API = 'http://localhost:3000/api';

export function info(userName: string, userType: number, role: number): GetInfoResult {
  return {
    user: {
      userId: 1,
      userName,
      nickName: userName,
      email: `${userName}@x.test`,
      role,
      userType,
      // Company users belong to company 7 (Straits Bunkering in the fixtures); terminal staff to 1.
      companyId: userType >= 2 ? 7 : userType === 1 ? 1 : null,
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

export const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'success', data });

/** The handlers every signed-in screen needs: who the caller is and the version. */
export function shellHandlers(who: () => GetInfoResult): HttpHandler[] {
  return [
    mswHttp.get(`${API}/getInfo`, () => ok(who())),
    mswHttp.get(`${API}/jput/version`, () => HttpResponse.json({ code: 200, msg: '1.0.0', data: null })),
    mswHttp.get(`${API}/system/user/notifications/unreadCount`, () => ok({ unread: 0 })),
    mswHttp.get(`${API}/jput/request/getPendingApprovalCount`, () => ok({ pendingApprovalCount: 0 })),
    mswHttp.get(`${API}/jput/quantity/getQuantityNum`, () => ok(0)),
    mswHttp.get(`${API}/jput/billOfLading/getBillOfLadingNum`, () => ok(0)),
    mswHttp.get(`${API}/jput/shipVetting/getUnseenCount`, () => ok(0)),
    mswHttp.get(`${API}/disclaimer/countUnseen`, () => ok(0)),
    mswHttp.get(`${API}/settings/public`, () => ok({ trial: true, movedTo: null, moveExpiry: null })),
    // The live stream stays open and quiet.
    mswHttp.get(
      `${API}/system/user/notifications/sse`,
      () =>
        new HttpResponse(new ReadableStream({ start: () => undefined }), {
          headers: { 'content-type': 'text/event-stream' },
        }),
    ),
  ];
}

function Where() {
  return <span data-testid="where">{useLocation().pathname + useLocation().search}</span>;
}

/** The real app (data provider, auth, resources) at a path, talking to msw. */
export function renderApp(path: string, notices: string[] = []) {
  storeToken('test-token-0123456789');
  const http = createHttp({
    baseUrl: API,
    getToken: currentToken,
    effects: { notify: (e) => void notices.push(e.message), sessionExpired: () => undefined },
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App dataProvider={createDataProvider(http)} authProvider={createAuthProvider(http)} http={http} />
      <Where />
    </MemoryRouter>,
  );
}
