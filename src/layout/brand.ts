import type { ThemeOptions } from '@mui/material/styles';

/**
 * The spec's breakpoints (§9): 589 mobile, 1024 tablet, 1441 expanded menu. react-admin turns the
 * side menu into a popover drawer below `sm`, so `sm` starts just past 1024 and `md` at 1441;
 * the phone width is MOBILE_MAX, used through plain media queries.
 */
export const MOBILE_MAX = 589;
export const TABLET_MAX = 1024;

/** Brand options shared by the signed-in app and the light sign-in page (which loads no react-admin). */
export const brand: ThemeOptions = {
  breakpoints: { values: { xs: 0, sm: TABLET_MAX + 1, md: 1441, lg: 1920, xl: 2560 } },
  palette: {
    primary: { main: '#0b4f6c' },
    secondary: { main: '#01baef' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  },
};
