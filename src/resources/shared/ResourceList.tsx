import type { ReactElement, ReactNode } from 'react';
import {
  CreateButton,
  ExportButton,
  FilterButton,
  ListBase,
  ListView,
  Pagination,
  SelectInput,
  TopToolbar,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import DownloadIcon from '@mui/icons-material/GetAppOutlined';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { MOBILE_MAX } from '../../layout/brand';
import { PAGE_SIZES } from '../../../contract/paging';
import { createPath } from './paths';
import { LIST_DEFAULTS, LIST_PER_PAGE, listSort, listStoreKey, PREFETCH_FRESH_MS } from './listQuery';
import { toCsv, type CsvColumn } from './csv';
import { ListSettings } from './ListEmpty';
import { useTimeZone } from '../../layout/useTimeZone';
import { ASIDE_SX, ChromeAfterRows, PagerSpace, ToolbarSpace, useRowsFirst } from './rowsFirst';
import { LeftListGuard } from './LeftListGuard';

/** One object for "no permanent filter", as react-admin's <List> has: a new {} each render would ask again. */
const NO_FILTER = {};

/** The exporter's ceiling: react-admin fetches the filtered rows (the data provider pages them). */
export const EXPORT_MAX = 10_000;

interface ExportColumn<R> {
  /** A field label key, or a resource field name (resources.<r>.fields.<source>). */
  source: string;
  label?: string;
  value?: (record: R) => unknown;
}

function download(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** A CSV exporter of the filtered rows with translated headers. */
export function useCsvExporter<R extends RaRecord>(resource: string, columns: ExportColumn<R>[]) {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (records: R[]) => {
    const cols: CsvColumn<R>[] = columns.map((c) => ({
      header: translate(c.label ?? `resources.${resource}.fields.${c.source}`),
      value: c.value ?? ((r: R) => (r as Record<string, unknown>)[c.source]),
    }));
    download(resource, toCsv(records, cols, timeZone));
  };
}

/** Active records by default; the deactivated ones or both on demand (never deleted). */
export function activeFilterInput() {
  return (
    <SelectInput
      key="active"
      source="active"
      label="berth.master.common.showing"
      alwaysOn
      emptyValue="true"
      choices={[
        { id: 'true', name: 'berth.master.common.active' },
        { id: 'false', name: 'berth.master.common.inactive' },
        { id: 'all', name: 'berth.master.common.all' },
      ]}
    />
  );
}

function Actions({ resource, canCreate, extra }: { resource: string; canCreate: boolean; extra?: ReactNode }) {
  const { total } = useListContext();
  const translate = useTranslate();
  return (
    <TopToolbar>
      {extra}
      <FilterButton />
      {canCreate && <CreateButton to={createPath(resource)} label={`berth.lists.create.${resource}`} />}
      {/* Below `sm` react-admin draws an icon button, and a disabled one (an empty list) without a name. */}
      <ExportButton
        maxResults={EXPORT_MAX}
        disabled={total === 0}
        icon={<DownloadIcon />}
        aria-label={translate('ra.action.export')}
      />
    </TopToolbar>
  );
}

interface Props<R extends RaRecord> {
  resource: string;
  title: string;
  filters?: ReactElement[];
  exportColumns: ExportColumn<R>[];
  canCreate?: boolean;
  children: ReactNode;
  /** Beside the list on wide screens only (from the lg breakpoint); not rendered at all below it. */
  aside?: ReactElement;
  /** Buttons of the screen's own, before the filter, create and export buttons. */
  extraActions?: ReactNode;
  /** Lists inside another screen (the settings tabs) keep their state out of the URL and leave the title to it. */
  embedded?: boolean;
  /** The list on a phone: cards (a SimpleList) instead of the table (SCREENS.md, Widths). */
  phone?: ReactNode;
  /** A filter the screen always applies (one resource shown on several screens, e.g. documents by type). */
  filter?: Record<string, unknown>;
  /** Where the list's own filters and page are kept, when several screens list one resource. */
  storeKey?: string;
}

/** A phone's width (MOBILE_MAX), where lists become cards. */
export const usePhone = () => useMediaQuery(`(max-width:${MOBILE_MAX}px)`);

/** Every master-data list: search and filters, sort, the spec's page sizes, CSV of the filtered rows. */
export function ResourceList<R extends RaRecord>({
  resource,
  title,
  filters,
  exportColumns,
  canCreate = false,
  children,
  aside,
  embedded = false,
  extraActions,
  phone,
  filter,
  storeKey,
}: Props<R>) {
  const onPhone = usePhone();
  // Hidden with CSS, it still cost its render (a tenth of the list's first paint).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const translate = useTranslate();
  const exporter = useCsvExporter<R>(resource, exportColumns);
  const { filterDefaultValues } = LIST_DEFAULTS[resource] ?? {};
  const { root, chrome, showChrome } = useRowsFirst(resource);
  return (
    <div ref={root} style={{ display: 'contents' }}>
      <ListBase
        resource={resource}
        // MenuScreen has checked the session and the menu right already (synchronously, from getInfo); react-admin's
        // own asynchronous checks would hold the data call back by several renders. The server checks every call.
        disableAuthentication
        filterDefaultValues={filterDefaultValues}
        perPage={LIST_PER_PAGE}
        sort={listSort(resource)}
        // A page the menu click asked for ahead (prefetchList) is taken as it is, not asked for again.
        queryOptions={{ staleTime: PREFETCH_FRESH_MS }}
        exporter={exporter as (records: RaRecord[]) => void}
        disableSyncWithLocation={embedded}
        storeKey={storeKey ?? listStoreKey(resource)}
        filter={filter ?? NO_FILTER}
        // As react-admin's <List>: the view keeps its frame when offline.
        offline={false}
      >
        {/* <List> is ListBase + ListView; split here so that a search typed just before leaving cannot bring the user back. */}
        <LeftListGuard>
          <ListView
            title={embedded ? false : translate(title)}
            // The chrome comes a frame after the rows (rowsFirst.tsx); its space is kept meanwhile.
            filters={chrome ? filters : undefined}
            pagination={chrome ? <Pagination rowsPerPageOptions={[...PAGE_SIZES]} /> : <PagerSpace />}
            actions={
              chrome ? (
                <Actions resource={resource} canCreate={canCreate} extra={extraActions} />
              ) : (
                <ToolbarSpace resource={resource} />
              )
            }
            aside={wide && aside ? chrome ? aside : <Box sx={ASIDE_SX} /> : undefined}
            // The list's own empty state (ListEmpty, in each Datagrid) keeps the toolbar and its Create in view.
            empty={false}
          >
            {!chrome && <ChromeAfterRows onReady={showChrome} />}
            <ListSettings.Provider value={{ canCreate, defaults: filterDefaultValues ?? {} }}>
              {onPhone && phone ? phone : children}
            </ListSettings.Provider>
          </ListView>
        </LeftListGuard>
      </ListBase>
    </div>
  );
}
