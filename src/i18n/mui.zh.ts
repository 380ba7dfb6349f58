import { zhCN as coreZhCN } from '@mui/material/locale';
import { zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import type { ThemeOptions } from '@mui/material/styles';
import { raZh } from './ra.zh';

/**
 * The names MUI's own parts give to screen readers, in Chinese (issue 35 item 3): the date pickers'
 * sections and buttons (MUI X's zhCN, shipped with the pickers), Autocomplete's and Alert's buttons
 * (MUI's zhCN), and every pager's. A pager says what react-admin's pager says in our catalogue
 * (ra.navigation.*), so "next page" is one text whether a screen uses react-admin's pager, MUI's
 * TablePagination or MUI's numbered Pagination (whose zhCN MUI does not ship). Part of the Chinese
 * chunk: English readers do not load it.
 */
const nav = raZh.ra.navigation;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (m, name: string) => (values[name] === undefined ? m : String(values[name])));

type PagerButton = 'first' | 'last' | 'next' | 'previous';
const pagerButton = (type: PagerButton) => nav[type];

export const muiZh: ThemeOptions['components'] = {
  ...coreZhCN.components,
  ...pickersZhCN.components,
  MuiTablePagination: {
    defaultProps: {
      getItemAriaLabel: pagerButton,
      labelRowsPerPage: nav.page_rows_per_page,
      labelDisplayedRows: ({ from, to, count }) =>
        count === -1
          ? fill(nav.partial_page_range_info, { offsetBegin: from, offsetEnd: to })
          : fill(nav.page_range_info, { offsetBegin: from, offsetEnd: to, total: count }),
    },
  },
  MuiPagination: {
    defaultProps: {
      getItemAriaLabel: (type, page, selected) =>
        type === 'page'
          ? fill(selected ? nav.current_page : nav.page, { page: page ?? '' })
          : pagerButton(type === 'start-ellipsis' || type === 'end-ellipsis' ? 'next' : type),
    },
  },
};
