import type { Root } from 'react-dom/client';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createDataProvider } from './dataProvider';
import { createAuthProvider } from './authProvider';
import type { Http } from './dataProvider/http';

export function mountApp(root: Root, http: Http): void {
  root.render(
    <StrictMode>
      {/* Real paths (/barging/index), not hash routes: the server answers every client path with the app. */}
      <BrowserRouter>
        <App dataProvider={createDataProvider(http)} authProvider={createAuthProvider(http)} http={http} />
      </BrowserRouter>
    </StrictMode>,
  );
}
