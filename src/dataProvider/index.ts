import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'ra-core';
import type { GetInfoResult } from '../../contract/schemas/auth';
import type { AuditVerifyResult } from '../../contract/schemas/audit';
import type { Settings } from '../../contract/schemas/settings';
import type { Envelope } from '../../contract/envelope';
import type { Http } from './http';
import { ENDPOINTS, READ_ONLY_FIELDS, type Endpoint } from './endpoints';
import { createApi, type Api } from './api';

/** Typed domain calls, used through useDataProvider<PortalDataProvider>(). */
export interface PortalDataProvider extends DataProvider {
  getInfo(): Promise<GetInfoResult>;
  updatePassword(body: { oldPassword: string; password: string }): Promise<null>;
  version(): Promise<string>;
  restore(resource: string, id: string | number): Promise<RaRecord>;
  resolveEquipmentReport(id: string | number, resolution: string): Promise<RaRecord>;
  liftUnqualified(id: string | number, reason: string): Promise<RaRecord>;
  freezeUser(userId: string | number): Promise<RaRecord>;
  unfreezeUser(userId: string | number): Promise<RaRecord>;
  unlockUser(userId: string | number): Promise<RaRecord>;
  revalidateEmail(userId: string | number): Promise<null>;
  issuePartnerKey(id: string | number): Promise<{ key: string; keyIssuedAt: string }>;
  getSettings(): Promise<Settings>;
  updateSettings(changes: Partial<Settings>): Promise<Settings>;
  verifyAudit(): Promise<AuditVerifyResult>;
  /** A call of contract/api.ts by name (lifecycle steps, requests, the board), typed from its schemas. */
  api: Api;
  jettyTable(): Promise<{ id: number; number: string; name: string; lines: string[]; hoses: string[] }[]>;
}

/** The API pages at most 100 rows; react-admin's exporter asks for more, so larger pages are fetched in turn. */
export const API_MAX_PAGE = 100;

function endpointOf(resource: string): Endpoint {
  const endpoint = ENDPOINTS[resource];
  if (!endpoint) throw new Error(`No API endpoint for resource "${resource}"`);
  return endpoint;
}

function need<T>(value: T | undefined, resource: string, what: string): T {
  if (value === undefined) throw new Error(`${resource} has no ${what} call`);
  return value;
}

function writable(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const skip = new Set(READ_ONLY_FIELDS[resource] ?? ['id']);
  return Object.fromEntries(Object.entries(data).filter(([k]) => !skip.has(k)));
}

export function createDataProvider(http: Http): PortalDataProvider {
  const api = createApi(http);
  async function page<R>(resource: string, query: Record<string, string | number>, signal?: AbortSignal) {
    return http<{ rows: R[]; total: number }>(endpointOf(resource).list, { query, signal });
  }

  async function getList<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
    const { page: wanted = 1, perPage = 20 } = params.pagination ?? {};
    const query: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params.filter ?? {})) {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') query[k] = String(v);
    }
    if (params.sort?.field && params.sort.field !== 'id') {
      query.sort = params.sort.field;
      query.order = params.sort.order;
    }
    if (perPage <= API_MAX_PAGE) {
      const res = await page<R>(resource, { ...query, pageNum: wanted, pageSize: perPage }, params.signal);
      return { data: res.rows, total: res.total };
    }
    // Exports: walk the filtered rows 100 at a time up to the amount asked for.
    const first = (wanted - 1) * perPage;
    const rows: R[] = [];
    let total = 0;
    for (let n = Math.floor(first / API_MAX_PAGE) + 1; rows.length < perPage; n++) {
      const res = await page<R>(resource, { ...query, pageNum: n, pageSize: API_MAX_PAGE }, params.signal);
      total = res.total;
      rows.push(...res.rows);
      if (res.rows.length < API_MAX_PAGE) break;
    }
    return { data: rows.slice(0, perPage), total };
  }

  const getOne = async <R extends RaRecord>(resource: string, params: GetOneParams) => ({
    data: await http<R>(need(endpointOf(resource).one, resource, 'read')(params.id), { signal: params.signal }),
  });

  return {
    getList,
    getOne,
    async getMany<R extends RaRecord>(resource: string, params: GetManyParams) {
      const data = await Promise.all(
        params.ids.map(async (id) => (await getOne<R>(resource, { id, signal: params.signal })).data),
      );
      return { data };
    },
    getManyReference<R extends RaRecord>(resource: string, params: GetManyReferenceParams) {
      return getList<R>(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create<R extends RaRecord>(resource: string, params: CreateParams) {
      const path = need(endpointOf(resource).create, resource, 'create');
      return {
        data: await http<R>(path, {
          method: 'POST',
          body: writable(resource, params.data as Record<string, unknown>),
          fieldErrorsShown: params.meta?.fieldErrorsShown === true,
        }),
      };
    },
    async update<R extends RaRecord>(resource: string, params: UpdateParams) {
      const u = need(endpointOf(resource).update, resource, 'update');
      let data = writable(resource, params.data as Record<string, unknown>);
      if (u.changedOnly && params.previousData) {
        const before = params.previousData as Record<string, unknown>;
        data = Object.fromEntries(
          Object.entries(data).filter(([k, v]) => JSON.stringify(v ?? null) !== JSON.stringify(before[k] ?? null)),
        );
      }
      return {
        data: await http<R>(u.path(params.id), {
          method: 'PUT',
          body: u.body ? u.body(params.id, data) : data,
          fieldErrorsShown: params.meta?.fieldErrorsShown === true,
        }),
      };
    },
    updateMany: () => Promise.reject(new Error('updateMany is not offered')),
    async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>) {
      const path = need(endpointOf(resource).remove, resource, 'delete')(params.id);
      const answer = await http<R | { deleted: boolean }>(path, { method: 'DELETE' });
      return { data: ('id' in answer ? answer : (params.previousData ?? { id: params.id })) as R };
    },
    deleteMany: () => Promise.reject(new Error('deleteMany is not offered')),
    getInfo: () => api('getInfo'),
    updatePassword: (body) => api('updatePass', { body }),
    // The version travels in msg (spec §7).
    version: async () => ((await api('version', { whole: true })) as unknown as Envelope<null>).msg,
    restore: (resource, id) => http(need(endpointOf(resource).restore, resource, 'restore')(id), { method: 'POST' }),
    resolveEquipmentReport: (id, resolution) =>
      api('resolveEquipmentReport', { params: { id: Number(id) }, body: { resolution } }),
    liftUnqualified: (id, reason) => api('liftUnqualified', { params: { id: Number(id) }, body: { reason } }),
    freezeUser: (userId) => api('freezeUser', { body: { userId: Number(userId) } }),
    unfreezeUser: (userId) => api('unfreezeUser', { body: { userId: Number(userId) } }),
    unlockUser: (userId) => api('unlockUser', { body: { userId: Number(userId) } }),
    revalidateEmail: (userId) => api('revalidateEmail', { query: { id: Number(userId) } }),
    issuePartnerKey: (id) => api('issuePartnerKey', { params: { id: Number(id) } }),
    getSettings: () => api('settings'),
    updateSettings: (changes) => api('updateSettings', { body: changes }),
    verifyAudit: () => api('verifyAudit'),
    jettyTable: () => api('jettyTable'),
    api,
  };
}
