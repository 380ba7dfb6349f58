import { createRoot } from 'react-dom/client';
import { createHttp } from './dataProvider/http';
import { emitNotice } from './dataProvider/notices';
import { clearOnSessionExpiry, currentToken, leaveLoginNotice } from './dataProvider/session';

const http = createHttp({
  baseUrl: '/api',
  getToken: currentToken,
  effects: {
    notify: (message, durationMs) => emitNotice({ message, type: 'error', autoHideDuration: durationMs }),
    sessionExpired: (message) => {
      clearOnSessionExpiry();
      if (window.location.pathname !== '/login') {
        leaveLoginNotice(message);
        window.location.assign('/login');
      }
    },
  },
});

const root = createRoot(document.getElementById('root')!);

// A signed-out visit to /login loads only the light sign-in page; everything else loads the app.
if (window.location.pathname === '/login' && !currentToken()) {
  void import('./login/mount').then((m) => m.mountLogin(root, http));
} else {
  void import('./mountApp').then((m) => m.mountApp(root, http));
}
