import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { FORM_TOOLBAR, theme } from './theme';

/**
 * Status chips (filled: contrastText on main; outlined and coloured text: main on the paper and on
 * the page's background) carry 13 px text, for which WCAG 2.2 AA asks a contrast of 4.5:1 (issue 35).
 * Secondary is the one light brand colour: its chips take dark text, and it never colours text.
 */
const AA_SMALL_TEXT = 4.5;
const FILLED = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
const AS_TEXT = ['primary', 'info', 'success', 'warning', 'error'] as const;

const { palette } = createTheme(theme);
const pairs = [
  ...FILLED.map((tone) => [`${tone} chip`, palette[tone].contrastText, palette[tone].main] as const),
  ...AS_TEXT.flatMap((tone) => [
    [`${tone} text on paper`, palette[tone].main, palette.background.paper] as const,
    [`${tone} text on the page`, palette[tone].main, palette.background.default] as const,
    [`${tone} text on a form's toolbar`, palette[tone].main, FORM_TOOLBAR] as const,
  ]),
];

describe('the theme’s status colours are readable', () => {
  it.each(pairs)('%s: %s on %s reaches 4.5:1', (_name, text, background) => {
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(AA_SMALL_TEXT);
  });
});
