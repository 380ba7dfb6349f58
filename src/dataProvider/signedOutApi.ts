import type { ApiArgs, ApiResult } from '../../contract/api';
import { SIGNED_OUT_ROUTES } from '../../contract/signedOutRoutes';
import { callsOver, type Args } from './calls';
import type { Http } from './http';

type SignedOutName = keyof typeof SIGNED_OUT_ROUTES;

/** The signed-out pages' calls (`Api` narrowed to them), without the whole route table in their bundle. */
export type SignedOutApi = <N extends SignedOutName>(
  name: N,
  ...args: object extends ApiArgs<N> ? [Args<N>?] : [Args<N>]
) => Promise<ApiResult<N>>;

export const createSignedOutApi = (http: Http): SignedOutApi => callsOver(http, SIGNED_OUT_ROUTES) as SignedOutApi;
