import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider';
import { LanguageSwitch } from './LanguageSwitch';
import type { Locale, Translate } from '../i18n/light';
import { MINUTE } from '../../contract/time';

/** The terminal's public settings (trial flag, old host), asked once per page load. */
export function usePublicSettings() {
  const dp = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['berth', 'publicSettings'],
    staleTime: 5 * MINUTE,
    queryFn: () => dp.api('publicSettings', { quiet: true }),
  }).data;
}

/** translate, language switch and trial flag for public pages rendered inside react-admin. */
export function usePublicFrameProps(): { t: Translate; languageSwitch: React.ReactNode; trial: boolean } {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const trial = usePublicSettings()?.trial ?? false;
  const t: Translate = (key, vars) => translate(key, vars);
  return {
    t,
    trial,
    languageSwitch: <LanguageSwitch locale={locale as Locale} onChange={setLocale} label={t('berth.app.language')} />,
  };
}
