import { useState } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { brand } from '../layout/brand';
import { PublicFrame } from '../pages/PublicFrame';
import { LoginForm } from '../pages/LoginForm';
import { LanguageSwitch } from '../pages/LanguageSwitch';
import { makeTranslate, storedLocale, storeLocale, type Locale } from '../i18n/light';
import type { Http } from '../dataProvider/http';
import { storeToken } from '../dataProvider/session';

const theme = createTheme(brand);

/**
 * The sign-in page as the first thing a browser loads: React and a few MUI parts, no react-admin,
 * so it is quick on a ship's connection. On success the full app loads at the user's landing path.
 */
export function LoginApp({ http }: { http: Http }) {
  const [locale, setLocale] = useState<Locale>(storedLocale);
  const t = makeTranslate(locale);
  const changeLocale = (l: Locale) => {
    storeLocale(l);
    setLocale(l);
    document.documentElement.lang = l === 'zh' ? 'zh-CN' : 'en';
  };
  const signIn = async (username: string, password: string) => {
    const res = await http<{ token: string; landing: string }>('/login', { method: 'POST', body: { username, password }, quiet: true });
    storeToken(res.token);
    window.location.replace(res.landing);
  };
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicFrame title={t('berth.login.title')} t={t} languageSwitch={<LanguageSwitch locale={locale} onChange={changeLocale} label={t('berth.app.language')} />}>
        <LoginForm t={t} signIn={signIn} />
      </PublicFrame>
    </ThemeProvider>
  );
}
