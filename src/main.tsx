import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createHttp } from './dataProvider/http';
import { createDataProvider } from './dataProvider';
import { createAuthProvider } from './authProvider';
import { emitNotice } from './dataProvider/notices';
import { clearOnSessionExpiry, currentToken } from './dataProvider/session';

const http = createHttp({
  baseUrl: '/api',
  getToken: currentToken,
  effects: {
    notify: (message, durationMs) => emitNotice({ message, type: 'error', autoHideDuration: durationMs }),
    sessionExpired: () => {
      clearOnSessionExpiry();
      if (window.location.pathname !== '/login') window.location.assign('/login');
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Real paths (/barging/index), not hash routes: the server answers every client path with the app. */}
    <BrowserRouter>
      <App dataProvider={createDataProvider(http)} authProvider={createAuthProvider(http)} />
    </BrowserRouter>
  </StrictMode>,
);
