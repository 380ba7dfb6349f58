import type { ThemeOptions } from '@mui/material/styles';

/**
 * Widths (SCREENS.md): a phone up to 589, a tablet up to 1024, a laptop from 1280. react-admin
 * turns the side menu into a popover drawer below `sm` and shows a labelled menu, labelled Create
 * buttons and the rows-per-page pager from `md`, so `sm` starts just past 1024 and `md` at 1280
 * (the spec's 1441 made a 1440 laptop look like a tablet); MOBILE_MAX is used in plain media queries.
 */
export const MOBILE_MAX = 589;
export const TABLET_MAX = 1024;
export const LAPTOP_MIN = 1280;

/** Brand options shared by the signed-in app and the light sign-in page (which loads no react-admin). */
export const brand: ThemeOptions = {
  breakpoints: { values: { xs: 0, sm: TABLET_MAX + 1, md: LAPTOP_MIN, lg: 1600, xl: 2560 } },
  palette: {
    primary: { main: '#0b4f6c' },
    secondary: { main: '#01baef' },
    // Status chips carry small text (13 px): WCAG AA asks 4.5:1. MUI's info (#0288d1, 3.9:1 under
    // white) and warning (#ed6c02, 3.1:1) fall short, so both are a shade darker, white text on them
    // and their own text on white (outlined chips) above 4.5:1 (issue 35; contrast.test.ts checks).
    info: { main: '#01579b', contrastText: '#fff' },
    warning: { main: '#b45309', contrastText: '#fff' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  },
};
