import type { Root } from 'react-dom/client';
import { StrictMode } from 'react';
import { LoginApp } from './LoginApp';
import type { Http } from '../dataProvider/http';

export function mountLogin(root: Root, http: Http): void {
  root.render(
    <StrictMode>
      <LoginApp http={http} />
    </StrictMode>,
  );
}
