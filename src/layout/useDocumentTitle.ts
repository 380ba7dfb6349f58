import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** What the browser's tab and a screen reader's window list say: "Barging Nominations · Berth". */
export const documentTitle = (screen: string, brand: string) => (screen ? `${screen} · ${brand}` : brand);

/**
 * Keeps document.title on the screen's title (issue 35 #5). Screens set their title through
 * react-admin's <Title>, which portals into the bar's #react-admin-title; that element is watched
 * rather than each screen told, so a screen added later follows too.
 */
export function useDocumentTitle() {
  const translate = useTranslate();
  const brand = translate('berth.app.title');
  useEffect(() => {
    const element = document.getElementById('react-admin-title');
    if (!element) return;
    const follow = () => {
      const next = documentTitle((element.textContent ?? '').trim(), brand);
      if (document.title !== next) document.title = next;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [brand]);
}
