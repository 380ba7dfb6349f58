import { createRoot } from 'react-dom/client';
import { createHttp } from './dataProvider/http';
import { createSignedOutApi } from './dataProvider/signedOutApi';
import { emitNotice } from './dataProvider/notices';
import { clearOnSessionExpiry, currentToken, leaveLoginNotice } from './dataProvider/session';

const http = createHttp({
  baseUrl: '/api',
  getToken: currentToken,
  effects: {
    notify: (error, durationMs) =>
      emitNotice({
        message: error.message,
        detail: error.detail,
        field: error.field,
        type: 'error',
        autoHideDuration: durationMs,
      }),
    sessionExpired: (error) => {
      clearOnSessionExpiry();
      if (window.location.pathname !== '/login') {
        leaveLoginNotice(error);
        window.location.assign('/login');
      }
    },
  },
});

const root = createRoot(document.getElementById('root')!);
// Where the visitor arrived, before the app may send a signed-out visitor on to /login: an old
// address's notice sends them to this path on the new one.
const arrivedAt = { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };

// Once the old-address notice is up, nothing else may render over it, whichever chunk loads last.
let moved = false;

// A signed-out visit to /login loads only the light sign-in page; everything else loads the app.
if (window.location.pathname === '/login' && !currentToken()) {
  void import('./login/mount').then((m) => !moved && m.mountLogin(root, http));
} else {
  void import('./mountApp').then((m) => !moved && m.mountApp(root, http));
}

// On an old address of the portal, the notice page replaces whatever loaded (spec §4).
void createSignedOutApi(http)('publicSettings', { quiet: true }).then(
  (s) => {
    if (s.movedTo)
      void import('./login/oldHost').then((m) => {
        moved = true;
        m.mountOldHost(root, s.movedTo!, s.moveExpiry ?? '1970-01-01', arrivedAt);
      });
  },
  () => undefined,
);
