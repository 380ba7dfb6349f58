import { getQuery, type DataProvider, type SortPayload, type Store } from 'react-admin';
import type { QueryClient } from '@tanstack/react-query';
import { RESOURCE_PATHS } from './paths';

/** Rows per page of every list until the user picks another of the spec's sizes. */
export const LIST_PER_PAGE = 20;

interface ListDefaults {
  sort?: SortPayload;
  filterDefaultValues?: Record<string, unknown>;
}

/** react-admin's order when a list names none. */
const RA_DEFAULT_SORT: SortPayload = { field: 'id', order: 'ASC' };

/**
 * Each list's first order and filter, in one table: ResourceList hands them to react-admin, and a
 * menu click asks for the same page before the list's code has rendered (prefetchList).
 */
export const LIST_DEFAULTS: Record<string, ListDefaults> = {
  companies: { sort: { field: 'name', order: 'ASC' } },
  ships: { sort: { field: 'name', order: 'ASC' } },
  jetties: { sort: { field: 'number', order: 'ASC' } },
  tanks: { sort: { field: 'number', order: 'ASC' } },
  pilots: { sort: { field: 'name', order: 'ASC' } },
  products: { sort: { field: 'name', order: 'ASC' } },
  partnerApps: { sort: { field: 'name', order: 'ASC' } },
  users: { sort: { field: 'createTime', order: 'DESC' } },
  nominations: { sort: { field: 'createdAt', order: 'DESC' } },
  mooringReports: { sort: { field: 'firstLineAshore', order: 'DESC' } },
  unqualifiedShips: { filterDefaultValues: { state: 'current' } },
};

/** How long a prefetched page counts as fresh for the list that mounts after the click. */
export const PREFETCH_FRESH_MS = 2000;

export const listStoreKey = (resource: string) => `berth.${resource}`;

export const listSort = (resource: string): SortPayload => LIST_DEFAULTS[resource]?.sort ?? RA_DEFAULT_SORT;

/**
 * The getList parameters react-admin's list controller will ask for when the list opens from the
 * menu (no query string): the user's last ones from the store, else the defaults. Built with
 * react-admin's own getQuery, so both agree.
 */
function openingListParams(resource: string, store: Store) {
  const query = getQuery({
    queryFromLocation: {},
    params: store.getItem(listStoreKey(resource), {}),
    filterDefaultValues: LIST_DEFAULTS[resource]?.filterDefaultValues ?? {},
    sort: listSort(resource),
    perPage: LIST_PER_PAGE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
}

/**
 * Asks for the list at `path` (a menu path) under react-admin's own cache key (useGetList's), so
 * the request runs while the list's screen renders, and the list finds its rows when it mounts.
 */
export function prefetchList(
  path: string,
  deps: { queryClient: QueryClient; dataProvider: DataProvider; store: Store },
) {
  const resource = Object.keys(RESOURCE_PATHS).find((r) => RESOURCE_PATHS[r] === path);
  if (!resource) return;
  const params = openingListParams(resource, deps.store);
  void deps.queryClient
    .prefetchQuery({
      queryKey: [resource, 'getList', params],
      queryFn: () =>
        deps.dataProvider
          .getList(resource, params)
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
      // What the list finds within a moment of the click it takes as fresh, instead of asking again.
      staleTime: PREFETCH_FRESH_MS,
    })
    .catch(() => undefined);
}
