import type { ApiArgs, ApiName, ApiResult } from '../../contract/api';
import { API_ROUTES } from '../../contract/apiRoutes';
import { callsOver, type Args } from './calls';
import type { Http } from './http';

/**
 * Calls of contract/api.ts by name, typed from the contract's schemas: the arguments the server
 * validates and the answer it serialises. Only the method and path travel in the bundle.
 */
export type Api = <N extends ApiName>(
  name: N,
  ...args: object extends ApiArgs<N> ? [Args<N>?] : [Args<N>]
) => Promise<ApiResult<N>>;

export const createApi = (http: Http): Api => callsOver(http, API_ROUTES) as Api;
