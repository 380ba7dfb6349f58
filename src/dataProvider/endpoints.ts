/** Where each react-admin resource lives on the API. Per-resource differences belong here. */
export interface Endpoint {
  list: string;
}

export const ENDPOINTS: Record<string, Endpoint> = {
  auditLog: { list: '/auditLog/list' },
};
