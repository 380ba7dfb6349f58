import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'ra-core';
import type { GetInfoResult } from '../../contract/schemas/auth';
import type { Envelope } from '../../contract/envelope';
import type { Http } from './http';
import { ENDPOINTS } from './endpoints';

/** Typed domain calls, used through useDataProvider<PortalDataProvider>(). */
export interface PortalDataProvider extends DataProvider {
  getInfo(): Promise<GetInfoResult>;
  updatePassword(body: { oldPassword: string; password: string }): Promise<null>;
  version(): Promise<string>;
}

function endpointOf(resource: string) {
  const endpoint = ENDPOINTS[resource];
  if (!endpoint) throw new Error(`No API endpoint for resource "${resource}"`);
  return endpoint;
}

function unsupported(name: string): never {
  throw new Error(`${name} is not available for this resource yet`);
}

export function createDataProvider(http: Http): PortalDataProvider {
  return {
    async getList<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
      const { page = 1, perPage = 20 } = params.pagination ?? {};
      const query: Record<string, string | number> = { pageNum: page, pageSize: perPage };
      for (const [k, v] of Object.entries(params.filter ?? {})) {
        if (typeof v === 'string' || typeof v === 'number') query[k] = v;
      }
      const res = await http<{ rows: R[]; total: number }>(endpointOf(resource).list, { query, signal: params.signal });
      return { data: res.rows, total: res.total };
    },
    getOne: () => unsupported('getOne'),
    getMany: () => unsupported('getMany'),
    getManyReference: () => unsupported('getManyReference'),
    create: () => unsupported('create'),
    update: () => unsupported('update'),
    updateMany: () => unsupported('updateMany'),
    delete: () => unsupported('delete'),
    deleteMany: () => unsupported('deleteMany'),
    getInfo: () => http<GetInfoResult>('/getInfo'),
    updatePassword: (body) => http<null>('/system/user/updatePass', { method: 'POST', body }),
    // The version travels in msg (spec §7).
    version: async () => (await http<Envelope<null>>('/jput/version', { whole: true })).msg,
  };
}
