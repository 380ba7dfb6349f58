import { createRoot } from 'react-dom/client';
import { createHttp } from './dataProvider/http';
import { createSignedOutApi } from './dataProvider/signedOutApi';
import { emitNotice } from './dataProvider/notices';
import { clearOnSessionExpiry, currentToken, leaveLoginNotice } from './dataProvider/session';
import { loadChunk } from './chunkLoad';
import { ChunkFailed } from './ChunkFailed';
import { bootChunkTexts } from './i18n/chunkTexts';

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
// The first screen's code not here within 120 s (spec §8), or failed: say so, with a reload.
const bootFailed = () => !moved && root.render(<ChunkFailed texts={bootChunkTexts()} />);
if (window.location.pathname === '/login' && !currentToken()) {
  loadChunk(() => import('./login/mount')).then((m) => !moved && m.mountLogin(root, http), bootFailed);
} else {
  loadChunk(() => import('./mountApp')).then((m) => !moved && m.mountApp(root, http), bootFailed);
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
