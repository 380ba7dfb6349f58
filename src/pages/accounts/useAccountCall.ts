import { useTranslate } from 'react-admin';
import { usePublicHttp } from '../publicHttp';
import { createApi, type Api } from '../../dataProvider/api';
import { failureText } from '../../i18n/messages';

type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** A public account call of contract/api.ts whose failure the page shows itself, in the user's language. */
export function useAccountCall() {
  const api = createApi(usePublicHttp());
  const translate = useTranslate();
  return async <T>(call: (api: Api) => Promise<T>): Promise<Outcome<T>> => {
    try {
      return { ok: true, data: await call(api) };
    } catch (e) {
      return { ok: false, message: failureText(translate, e) };
    }
  };
}
