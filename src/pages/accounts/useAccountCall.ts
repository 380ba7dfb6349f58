import { useTranslate } from 'react-admin';
import { usePublicHttp } from '../publicHttp';
import type { CallOptions } from '../../dataProvider/http';
import { failureText } from '../../i18n/messages';

/** A public account call whose failure the page shows itself, in the user's language. */
export function useAccountCall() {
  const http = usePublicHttp();
  const translate = useTranslate();
  return async <T,>(path: string, options: CallOptions = {}): Promise<{ ok: true; data: T } | { ok: false; message: string }> => {
    try {
      return { ok: true, data: await http<T>(path, { ...options, quiet: true }) };
    } catch (e) {
      return { ok: false, message: failureText(translate, e) };
    }
  };
}
