import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { KeyboardDatagridBody } from '../resources/shared/KeyboardRows';
import { brand, MOBILE_MAX } from './brand';

export { MOBILE_MAX, TABLET_MAX } from './brand';

/** The background of a form's toolbar (Save, Deactivate). */
export const FORM_TOOLBAR = '#f5f5f5';

const FOCUS_OUTSIDE = { outlineOffset: '2px', boxShadow: '0 0 0 2px #fff' } as const;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  ...brand,
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    // No screen scrolls sideways (SCREENS.md, Widths): the content column may shrink below its
    // widest table, and a table wider than the screen scrolls inside its own card instead.
    // react-admin stretches every text field below `sm`, meant for phones; our `sm` is past a tablet,
    // so only a phone's width stretches them.
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      variants: [{ props: {}, style: { [`@media (max-width:${MOBILE_MAX}px)`]: { width: '100%' } } }],
    },
    // Where the keyboard is shows on every control (issue 35 #2, WCAG 2.4.7): MUI marks keyboard focus
    // only with a ripple or a shade, so a 2 px outline in the brand's primary (8.9:1 on white) is drawn
    // inside menu items, tabs and chips (clipped otherwise by their scrolling lists), and outside buttons
    // with a white halo between, which also shows on the primary app bar.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme: t }: { theme: Theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: '-2px' },
        }),
      },
    },
    MuiButton: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_OUTSIDE } } },
    MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_OUTSIDE } } },
    MuiLink: {
      styleOverrides: {
        root: ({ theme: t }: { theme: Theme }) => ({
          '&:focus-visible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: '2px' },
        }),
      },
    },
    // Clickable list rows open by keyboard too (issue 35 #2): Tab to the row, Enter.
    RaDatagrid: { defaultProps: { body: KeyboardDatagridBody } },
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    // A form's toolbar a lighter grey than react-admin's (#e0e0e0): its red Deactivate text reached
    // only 3.8:1 there, WCAG AA asks 4.5:1 (issue 35; contrast.test.ts checks the toolbar's texts).
    RaToolbar: { styleOverrides: { root: { backgroundColor: FORM_TOOLBAR } } },
    RaList: {
      styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } },
    },
    // A record's aside (a company's users) goes below its form on a phone, not beside it, where it
    // squeezed the form to a sliver.
    RaEdit: {
      styleOverrides: {
        root: { '& .RaEdit-main': { [`@media (max-width:${MOBILE_MAX}px)`]: { flexDirection: 'column' } } },
      },
    },
  },
} as RaThemeOptions;
