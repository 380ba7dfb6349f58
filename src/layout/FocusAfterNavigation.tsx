import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a move to another screen, focus that fell to the page (the row or link that had it is gone)
 * goes to the screen's content, so the next Tab continues there instead of leaving for the
 * browser's toolbar (keyboard walk, issue 35). Focus a screen placed itself is left alone.
 */
export function FocusAfterNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The new screen mounts in this task; look once it has.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const main = document.getElementById('main-content');
      if (!main) return;
      // Focusable by script for this one move, and not framed: it is where reading starts, not a control.
      // Once focus leaves, it is as before, so a click on its empty space focuses nothing.
      if (main.hasAttribute('tabindex')) {
        main.focus({ preventScroll: true });
        return;
      }
      main.setAttribute('tabindex', '-1');
      main.style.outline = 'none';
      main.addEventListener(
        'blur',
        () => {
          main.removeAttribute('tabindex');
          main.style.removeProperty('outline');
        },
        { once: true },
      );
      main.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}
