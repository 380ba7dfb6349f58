import type { Root } from 'react-dom/client';
import { OldHostPage, type Arrival } from './OldHostPage';

export function mountOldHost(root: Root, newUrl: string, expiry: string, arrivedAt: Arrival): void {
  root.render(<OldHostPage newUrl={newUrl} expiry={expiry} arrivedAt={arrivedAt} />);
}
