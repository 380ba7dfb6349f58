import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand } from './brand';

export { MOBILE_MAX, TABLET_MAX } from './brand';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  ...brand,
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    // No screen scrolls sideways (SCREENS.md, Widths): the content column may shrink below its
    // widest table, and a table wider than the screen scrolls inside its own card instead.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    RaList: {
      styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } },
    },
  },
} as RaThemeOptions;
