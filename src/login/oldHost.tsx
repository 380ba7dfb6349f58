import type { Root } from 'react-dom/client';
import { OldHostPage } from './OldHostPage';

export function mountOldHost(root: Root, newUrl: string, expiry: string): void {
  root.render(<OldHostPage newUrl={newUrl} expiry={expiry} />);
}
