import type { PortalDataProvider } from '../../dataProvider';
import type { ApiArgs } from '../../../contract/api';
import type { NominationAction } from '../../../contract/lifecycle';

/** The change requests a customer makes, by the type the screens name them with. */
export const REQUEST_CALLS = {
  modification: 'requestModification',
  nominatedQtyMax: 'requestNominatedQtyMax',
  product: 'requestProduct',
  tank: 'requestTank',
} as const;
export type RequestType = keyof typeof REQUEST_CALLS;

/** The barging calls of spec §7 and docs/api.md, in one place for the screens, typed from contract/api.ts. */
export function bargingApi(dp: PortalDataProvider) {
  const { api } = dp;
  const byId = (id: number) => ({ params: { id } });
  return {
    step(action: Exclude<NominationAction, 'setReadiness' | 'assignJetty' | 'revoke'>, id: number) {
      return api(action, byId(id));
    },
    setReadiness: (id: number, bargeReadinessTime: string) =>
      api('setReadiness', { ...byId(id), body: { bargeReadinessTime } }),
    assign: (id: number, berthId: number, estimatedBerthTime: string) =>
      api('assign', { ...byId(id), body: { berthId, estimatedBerthTime } }),
    checkBerth: (id: number, berthId: number, estimatedBerthTime: string) =>
      api('checkBerth', { ...byId(id), body: { berthId, estimatedBerthTime } }),
    revoke: (id: number, reason: string) => api('revoke', { body: { id, reason } }),
    sendEmail: (id: number) => api('sendEmail', { body: { id } }),
    customCode: (id: number, customCode: string | null) => api('updateCustomCode', { body: { id, customCode } }),
    log: (id: number, pageNum: number) => api('nominationLog', { query: { BId: id, pageNum, pageSize: 20 } }),
    requests: (query: ApiArgs<'requests'>['query']) => api('requests', { query }),
    pendingCount: () => api('pendingApprovalCount'),
    approve: (id: number) => api('approveRequest', { body: { id } }),
    reject: (id: number, reason: string) => api('rejectRequest', { body: { id, reason } }),
    withdraw: (id: number) => api('withdrawRequest', byId(id)),
    request: <T extends RequestType>(type: T, body: ApiArgs<(typeof REQUEST_CALLS)[T]>['body']) =>
      (api as (name: string, args: object) => Promise<unknown>)(REQUEST_CALLS[type], { body }),
    ullage: (id: number) => api('ullageReports', { query: { nId: id } }),
    uploadUllage: (id: number, file: File) => api('uploadUllage', { ...byId(id), form: { file } }),
    deleteUllage: (nId: number, ullageId: number) => api('deleteUllage', { body: { nId, ullageId } }),
    previewPdf: (id: number, lang: 'en' | 'zh') => api('previewPdf', { ...byId(id), query: { lang } }),
    ullageFile: (nId: number, ullageId: number) => api('ullageFile', { params: { nId, ullageId } }),
  };
}
