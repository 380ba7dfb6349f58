import { useLocaleState, useTranslate } from 'react-admin';
import { LanguageSwitch } from './LanguageSwitch';
import type { Locale, Translate } from '../i18n/light';

/** translate and language switch for public pages rendered inside react-admin. */
export function usePublicFrameProps(): { t: Translate; languageSwitch: React.ReactNode } {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const t: Translate = (key, vars) => translate(key, vars);
  return { t, languageSwitch: <LanguageSwitch locale={locale as Locale} onChange={setLocale} label={t('berth.app.language')} /> };
}
