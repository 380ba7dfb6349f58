import { useCallback, useContext, useMemo, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

/** The router's history: BrowserRouter's and MemoryRouter's both tell where they are now. */
type History = { location?: { pathname: string } };

/**
 * Whether the address is still this screen's. useLocation() cannot tell: the router moves to a new
 * address inside a React transition, and while the next screen's code loads it keeps rendering the
 * old screen with the old location. The history itself has already moved, so it is asked instead.
 */
function useStillHere(): () => boolean {
  const { pathname } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(() => {
    const now = (navigator as History).location;
    return !now || now.pathname === pathname;
  }, [navigator, pathname]);
}

/**
 * Around a list's view: a filter change that arrives after the user has left the list is dropped.
 *
 * Why: the filter form applies what was typed half a second later (react-admin's debounce), by
 * navigating to the list's address with the new filter. A user who types a search and opens a row
 * within that half second has left, but the list is still mounted during the router's transition
 * (react-admin's own unmounted check does not fire), so the late search took them back to the
 * list. What they typed is dropped with the list; the record they opened stays.
 */
export function LeftListGuard({ children }: { children: ReactNode }) {
  const list = useListContext();
  const stillHere = useStillHere();
  const { setFilters } = list;
  const guarded = useCallback<ListControllerResult['setFilters']>(
    (...args) => {
      if (stillHere()) setFilters(...args);
    },
    [setFilters, stillHere],
  );
  const value = useMemo(() => ({ ...list, setFilters: guarded }), [list, guarded]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
