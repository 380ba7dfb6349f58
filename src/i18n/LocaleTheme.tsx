import { useCallback, useEffect, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useI18nProvider } from 'react-admin';
import { muiTextsFor } from './index';
import { applyDocumentLang } from './locale';

type Parts = Record<string, { defaultProps?: object } | undefined>;

/** Our theme with MUI's parts' default props in the reader's language laid over its own. */
function withTexts(outer: Theme, texts: object): Theme {
  const components = { ...outer.components } as Parts;
  for (const [name, part] of Object.entries(texts as Parts)) {
    const own = components[name];
    components[name] = { ...own, ...part, defaultProps: { ...own?.defaultProps, ...part?.defaultProps } };
  }
  return { ...outer, components: components as Theme['components'] };
}

/**
 * The names MUI's parts give to screen readers (pickers' sections and buttons, pagers' buttons) and
 * the page's `lang`, in the language react-admin renders (issue 35 item 3). react-admin mounts its
 * screens again when the language changes, after the new catalogue has arrived, so this follows a
 * change without a reload.
 */
export function LocaleTheme({ children }: { children: ReactNode }) {
  const locale = useI18nProvider().getLocale();
  useEffect(() => applyDocumentLang(locale === 'zh' ? 'zh' : 'en'), [locale]);
  const texts = muiTextsFor(locale);
  const theme = useCallback((outer: Theme) => (texts ? withTexts(outer, texts) : outer), [texts]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
