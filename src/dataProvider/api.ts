import type { ApiArgs, ApiName, ApiResult } from '../../contract/api';
import { API_ROUTES, pathOf } from '../../contract/apiRoutes';
import type { CallOptions, Http } from './http';

/** How a call is made beyond its arguments: quietly (the page shows the failure), cancelled, with an upload. */
type Extras = Pick<CallOptions, 'quiet' | 'signal' | 'whole'> & { form?: Record<string, Blob> };
type Args<N extends ApiName> = ApiArgs<N> & Extras;

/**
 * Calls of contract/api.ts by name, typed from the contract's schemas: the arguments the server
 * validates and the answer it serialises. Only the method and path travel in the bundle.
 */
export type Api = <N extends ApiName>(
  name: N,
  ...args: object extends ApiArgs<N> ? [Args<N>?] : [Args<N>]
) => Promise<ApiResult<N>>;

export function createApi(http: Http): Api {
  return (name, ...args) => {
    const [method, path, kind] = API_ROUTES[name] as readonly [CallOptions['method'], string, 'file'?];
    const a = (args[0] ?? {}) as Args<typeof name> & {
      params?: Record<string, unknown>;
      query?: Record<string, string | number | boolean | null | undefined>;
      body?: unknown;
    };
    return http(pathOf(path, a.params), {
      method,
      query: a.query,
      body: a.body,
      form: a.form,
      quiet: a.quiet,
      signal: a.signal,
      whole: a.whole,
      responseType: kind === 'file' ? 'blob' : 'json',
    });
  };
}
