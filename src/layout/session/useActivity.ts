import { useEffect } from 'react';

const EVENTS = ['mousedown', 'mousemove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/** Calls `onActivity` when the user does something, at most once per `throttleMs`. */
export function useActivity(onActivity: () => void, throttleMs: number): void {
  useEffect(() => {
    let last = 0;
    const handler = () => {
      const now = Date.now();
      if (now - last < throttleMs) return;
      last = now;
      onActivity();
    };
    for (const e of EVENTS) window.addEventListener(e, handler, { passive: true, capture: true });
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, handler, { capture: true });
    };
  }, [onActivity, throttleMs]);
}
