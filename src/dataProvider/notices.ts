import type { Message } from '../../contract/messages/render';

/** Notices raised outside React (the HTTP layer) and shown by <NoticeBridge/> inside the app. */
export interface Notice {
  message: string;
  /** The catalogue key and parameters of `message`, shown in the user's language. */
  detail?: Message;
  /** The input a refusal concerns. */
  field?: string;
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
