import { useEffect, useState } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { brand } from '../layout/brand';
import { PublicFrame } from '../pages/PublicFrame';
import { LoginForm } from '../pages/LoginForm';
import { LanguageSwitch } from '../pages/LanguageSwitch';
import { makeTranslate, storedLocale, storeLocale, type Locale } from '../i18n/light';
import type { Http } from '../dataProvider/http';
import { createSignedOutApi } from '../dataProvider/signedOutApi';
import { signInCalls } from '../pages/signInCalls';

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
  const calls = signInCalls(http);
  const [trial, setTrial] = useState(false);
  useEffect(() => {
    void createSignedOutApi(http)('publicSettings', { quiet: true }).then(
      (s) => setTrial(s.trial),
      () => undefined,
    );
  }, [http]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicFrame
        title={t('berth.login.title')}
        t={t}
        trial={trial}
        languageSwitch={<LanguageSwitch locale={locale} onChange={changeLocale} label={t('berth.app.language')} />}
      >
        <LoginForm t={t} calls={calls} />
      </PublicFrame>
    </ThemeProvider>
  );
}
