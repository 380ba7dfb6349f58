import type { PortalDataProvider } from '../../dataProvider';
import type { NominationRecord, RequestRecord } from '../../../contract/schemas/nominations';
import type { NominationAction } from '../../../contract/lifecycle';

/** The barging calls of spec §7 and docs/api.md, in one place for the screens. */
export function bargingApi(dp: PortalDataProvider) {
  const post = <T = NominationRecord>(path: string, body?: unknown) => dp.call<T>(path, { method: 'POST', body });
  return {
    step(action: Exclude<NominationAction, 'setReadiness' | 'assignJetty' | 'recordCq' | 'revoke'>, id: number) {
      return action === 'book' ? dp.call<NominationRecord>(`/jput/nomination/book/${id}`, { method: 'PUT' }) : post(`/jput/nomination/${action}/${id}`);
    },
    setReadiness: (id: number, bargeReadinessTime: string) => post(`/jput/nomination/readiness/${id}`, { bargeReadinessTime }),
    assign: (id: number, berthId: number, estimatedBerthTime: string) => post(`/jput/nomination/assign/${id}`, { berthId, estimatedBerthTime }),
    checkBerth: (id: number, berthId: number, estimatedBerthTime: string) =>
      post<{ violations: { rule: string; params: Record<string, string | number>; message: string }[] }>(`/jput/nomination/checkBerth/${id}`, { berthId, estimatedBerthTime }),
    recordCq: (id: number, actualQuantity: number) => post(`/jput/nomination/recordCq/${id}`, { actualQuantity }),
    revoke: (id: number, reason: string) => post('/jput/nomination/revocationNomination', { id, reason }),
    sendEmail: (id: number) => post<{ recipients: string[] }>('/jput/nomination/sendEmail', { id }),
    customCode: (id: number, customCode: string | null) => post('/jput/nomination/updateCustomCode', { id, customCode }),
    log: (id: number, pageNum: number) => dp.call<{ rows: LogRow[]; total: number }>('/jput/nominationLog/list', { query: { BId: id, pageNum, pageSize: 20 } }),
    requests: (query: Record<string, string | number>) => dp.call<{ rows: RequestRecord[]; total: number }>('/jput/request/list', { query }),
    pendingCount: () => dp.call<{ pendingApprovalCount: number }>('/jput/request/getPendingApprovalCount'),
    approve: (id: number) => dp.call<RequestRecord>('/jput/request', { method: 'PUT', body: { id } }),
    reject: (id: number, reason: string) => post<RequestRecord>('/jput/request/reject', { id, reason }),
    withdraw: (id: number) => dp.call<RequestRecord>(`/jput/request/${id}`, { method: 'DELETE' }),
    request: (path: string, body: unknown) => post<RequestRecord>(`/jput/nomination/${path}`, body),
    ullage: (id: number) => dp.call<UllageRow[]>('/jput/form/ullageReport/list', { query: { nId: id } }),
    uploadUllage: (id: number, file: File) => dp.call(`/jput/form/uploadUllageReport/${id}`, { method: 'POST', form: { file } }),
    deleteUllage: (nId: number, ullageId: number) => post('/jput/form/delUllageReport', { nId, ullageId }),
    previewPdf: (id: number, lang: string) => dp.call<Blob>(`/jput/nomination/${id}/previewPdf`, { query: { lang }, responseType: 'blob' }),
    ullageFile: (nId: number, ullageId: number) => dp.call<Blob>(`/jput/form/ullageReport/${nId}/${ullageId}`, { responseType: 'blob' }),
  };
}

export interface LogRow { id: number; action: number; actionLabel: string; fromStatus: string | null; toStatus: string | null; detail: string | null; userName: string | null; at: string }
export interface UllageRow { id: number; fileName: string; size: number; uploadedAt: string; uploadedByName: string }
