/**
 * Where each react-admin resource lives on the API. Per-resource differences belong here, never in
 * `if (resource === …)` chains. Most resources follow the uniform shape of docs/api.md.
 */
export interface Endpoint {
  list: string;
  one?: (id: string | number) => string;
  create?: string;
  /** Where an update goes, and how its body is shaped. */
  update?: {
    path: (id: string | number) => string;
    body?: (id: string | number, data: Record<string, unknown>) => unknown;
    /** Send only the fields that changed: the server checks each changed field against the record's state. */
    changedOnly?: boolean;
  };
  remove?: (id: string | number) => string;
  restore?: (id: string | number) => string;
}

const rest = (base: string): Endpoint => ({
  list: `${base}/list`,
  one: (id) => `${base}/${id}`,
  create: base,
  update: { path: (id) => `${base}/${id}` },
  remove: (id) => `${base}/${id}`,
  restore: (id) => `${base}/${id}/restore`,
});

export const ENDPOINTS: Record<string, Endpoint> = {
  auditLog: { list: '/auditLog/list' },
  companies: rest('/companies'),
  ships: rest('/ships'),
  jetties: rest('/jetties'),
  tanks: rest('/tanks'),
  products: rest('/products'),
  pilots: rest('/pilots'),
  partnerApps: rest('/partnerApps'),
  mailOutbox: { list: '/mailOutbox/list', one: (id) => `/mailOutbox/${id}` },
  equipmentReports: { ...rest('/equipmentReports'), remove: undefined, restore: undefined },
  unqualifiedShips: {
    list: '/unqualifiedShips/list',
    one: (id) => `/unqualifiedShips/${id}`,
    create: '/unqualifiedShips',
  },
  // Spec §7: a nomination is read at /jput/nomination/{id} and changed by PUT /jput/nomination with its id.
  nominations: {
    list: '/jput/nomination/list',
    one: (id) => `/jput/nomination/${id}`,
    create: '/jput/nomination',
    update: { path: () => '/jput/nomination', body: (id, data) => ({ ...data, id: Number(id) }), changedOnly: true },
  },
  mooringReports: rest('/mooringReports'),
  // Ship vetting (DECISIONS.md §5): never deleted; its steps, findings and documents have their own calls.
  shipVettings: {
    list: '/shipVettings/list',
    one: (id) => `/shipVettings/${id}`,
    create: '/shipVettings',
    update: { path: (id) => `/shipVettings/${id}` },
  },
  // Certificates and bills of lading (DECISIONS.md §6): made and revised here; signing has its own calls.
  documents: {
    list: '/documents/list',
    one: (id) => `/documents/${id}`,
    create: '/documents',
    update: { path: (id) => `/documents/${id}` },
  },
  // Spec §7: users live under /system/user; an update is PUT with userId in the body.
  users: {
    list: '/system/user/getList',
    one: (id) => `/system/user/${id}`,
    create: '/system/user',
    update: { path: () => '/system/user', body: (id, data) => ({ ...data, userId: Number(id) }) },
    remove: (id) => `/system/user/${id}`,
  },
};

/** Fields a record carries for display only; they are not sent back on update. */
export const READ_ONLY_FIELDS: Record<string, readonly string[]> = {
  companies: ['id', 'active', 'parentCompanyName', 'userCount'],
  ships: ['id', 'active', 'companyName', 'unqualified'],
  jetties: ['id', 'active'],
  tanks: ['id', 'active', 'productName'],
  products: ['id', 'active'],
  pilots: ['id', 'active', 'createdBy', 'createdByName', 'createdByRole', 'createdOn'],
  partnerApps: ['id', 'active', 'keyIssuedAt'],
  equipmentReports: [
    'id',
    'jettyNumber',
    'reportedBy',
    'reportedByName',
    'reportedByRole',
    'resolvedOn',
    'resolvedByName',
    'resolvedByRole',
    'resolution',
    'open',
  ],
  nominations: [
    'id',
    'status',
    'companyId',
    'companyName',
    'bargeName',
    'bargeImo',
    'bargeLoa',
    'productName',
    'tankNumber',
    'pilotName',
    'jettyId',
    'jettyNumber',
    'berthId',
    'berthName',
    'berthAssignedAt',
    'estimatedBerthTime',
    'durationHours',
    'actualQuantity',
    'variancePercent',
    'completedAt',
    'surveyors',
    'documents',
    'pendingRequests',
    'createdAt',
    'updatedAt',
    'actions',
    'editable',
  ],
  mooringReports: ['id', 'active', 'bargeName', 'companyName', 'berth', 'createdByName', 'createdByRole', 'createdAt'],
  users: ['id', 'userId', 'companyName', 'shipName', 'status', 'createTime', 'password'],
};
