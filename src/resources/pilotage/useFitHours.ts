import { useCallback, useRef, useState } from 'react';

/** Before the lane area is measured (and in a test's DOM, which has no layout): the former fixed scale. */
export const DEFAULT_HOUR_PX = 28;
/** Under this an hour's tick and a one-hour job are too thin to read or hit: the days scroll instead. */
export const MIN_HOUR_PX = 5;
/** One day on a wide screen would otherwise stretch a one-hour job over a tenth of the screen. */
export const MAX_HOUR_PX = 60;

/**
 * The hour's width that fits `days` days beside the name column in `width` px (issue 35 #8: "Days 2"
 * showed about one day at 1440 px and scrolled the rest inside the card). Rounded down to a quarter
 * pixel so the sum never exceeds the width.
 */
export function fitHourPx(width: number, days: number, labelWidth: number): number {
  if (width <= labelWidth) return DEFAULT_HOUR_PX;
  const px = Math.floor(((width - labelWidth) / (days * 24)) * 4) / 4;
  return Math.min(MAX_HOUR_PX, Math.max(MIN_HOUR_PX, px));
}

/**
 * The inner width of the element the returned callback ref is put on, followed as the window or the
 * side menu changes it. 0 until measured.
 */
export function useClientWidth<T extends HTMLElement>(): [(el: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.current.observe(el);
  }, []);
  return [ref, width];
}
