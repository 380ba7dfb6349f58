import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { brand } from './brand';

export { MOBILE_MAX, TABLET_MAX } from './brand';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  ...brand,
  sidebar: { width: 248, closedWidth: 56 },
} as RaThemeOptions;
