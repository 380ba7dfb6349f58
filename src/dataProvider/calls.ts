import type { ApiArgs, ApiName } from '../../contract/api';
import { pathOf } from '../../contract/signedOutRoutes';
import type { CallOptions, Http } from './http';

/**
 * How a call is made beyond its arguments: quietly (the page shows the failure), leaving a refusal
 * that names a field to the page, cancelled, with an upload.
 */
type Extras = Pick<CallOptions, 'quiet' | 'fieldErrorsShown' | 'signal' | 'whole'> & { form?: Record<string, Blob> };
export type Args<N extends ApiName> = ApiArgs<N> & Extras;

type Route = readonly [CallOptions['method'], string, 'file'?];

/** Calls by name over a table of routes (all of them, or the signed-out pages' few). */
export function callsOver(http: Http, routes: Readonly<Record<string, Route>>) {
  return (name: string, ...args: unknown[]): Promise<unknown> => {
    const [method, path, kind] = routes[name]!;
    const a = (args[0] ?? {}) as Extras & {
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
      fieldErrorsShown: a.fieldErrorsShown,
      signal: a.signal,
      whole: a.whole,
      responseType: kind === 'file' ? 'blob' : 'json',
    });
  };
}
