import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The spec's breakpoints (§9): 589 mobile, 1024 tablet, 1441 expanded menu. react-admin turns the
 * side menu into a popover drawer below `md`, so `md` starts just past 1024.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { xs: 0, sm: 590, md: 1025, lg: 1441, xl: 1920 } },
  palette: {
    primary: { main: '#0b4f6c' },
    secondary: { main: '#01baef' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 6 },
  typography: { fontFamily: '"Inter", "Segoe UI", Roboto, "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif' },
  sidebar: { width: 248, closedWidth: 56 },
};
