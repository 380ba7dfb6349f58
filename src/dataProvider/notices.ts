/** Notices raised outside React (the HTTP layer) and shown by <NoticeBridge/> inside the app. */
export interface Notice {
  message: string;
  type: 'error' | 'info' | 'success' | 'warning';
  autoHideDuration?: number;
}

type Listener = (n: Notice) => void;
const listeners = new Set<Listener>();

export function emitNotice(n: Notice): void {
  for (const l of listeners) l(n);
}

export function onNotice(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
