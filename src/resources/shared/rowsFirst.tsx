import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useListContext } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Rows first, then the list's chrome (its filter form, buttons, aside and pager).
 *
 * The chrome is most of what a list screen costs to render: MUI's inputs, buttons, menus and the
 * table pager each serialise and insert their styles on their first render. Rendered with the
 * screen, it held the rows back: the list's page arrived while the chrome was still rendering,
 * and the first row came ~1.9× after a bare react-admin list's (bench/first-row.ts). So a list
 * screen renders the rows alone, paints them, and adds the chrome in the next task after that
 * frame (about one frame later); the space it takes is kept so the rows do not move.
 *
 * `root` goes on a `display: contents` div around the list, a handle on its toolbar for its height.
 */
export function useRowsFirst(resource: string) {
  // Only from a laptop's width, where the toolbar fits one line and its space is known; below it the
  // toolbar wraps by the filters' widths and the rows would move when it came.
  const laptop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [ready, setReady] = useState(!laptop);
  const showChrome = useCallback(() => setReady(true), []);
  const chrome = ready || !laptop;
  const root = useRef<HTMLDivElement>(null);
  useRememberToolbar(root, resource, chrome);
  return { root, chrome, showChrome };
}

/** If the rows take longer than this, the chrome is rendered while waiting for them. */
export const CHROME_WAIT_MS = 250;

/** Inside the list: calls `onReady` once its first rows (or its empty state) have been painted. */
export function ChromeAfterRows({ onReady }: { onReady: () => void }) {
  const { isPending } = useListContext();
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame has been painted: a task queued now could run before that paint.
    const afterPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(onReady, 0);
      });
    };
    if (isPending) timer = setTimeout(onReady, CHROME_WAIT_MS);
    else afterPaint();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isPending, onReady]);
  return null;
}

/** The toolbar's height where its filters fit one line (RA's filter form: theme.spacing(8)). */
const ONE_LINE = 64;
/** Where the toolbar's last height at this window width is kept: more filters shown may wrap it. */
const heightKey = (resource: string) => `berth.toolbarHeight.${resource}@${window.innerWidth}`;

/** Stands in for the list's toolbar until the chrome renders (ListToolbar hands it props it ignores). */
export function ToolbarSpace({ resource }: { resource: string }) {
  return <div style={{ minHeight: Number(sessionStorage.getItem(heightKey(resource))) || ONE_LINE }} />;
}

/** Remembers the toolbar's height once the chrome is in (`root` wraps the list). */
function useRememberToolbar(root: RefObject<HTMLElement | null>, resource: string, chrome: boolean) {
  useLayoutEffect(() => {
    const bar = chrome ? root.current?.querySelector<HTMLElement>('.RaList-actions') : null;
    if (bar) sessionStorage.setItem(heightKey(resource), String(bar.offsetHeight));
  }, [root, resource, chrome]);
}

/** Where a list's aside sits: left of the list, level with its table. */
export const ASIDE_SX = { order: -1, mr: 2, mt: 8, width: 220, flexShrink: 0, alignSelf: 'flex-start' } as const;

/** Stands in for the pager (MUI's TablePagination is 52 px high). */
export function PagerSpace() {
  return <div style={{ height: 52 }} />;
}
