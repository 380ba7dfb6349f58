/** The closed vocabularies of the portal (spec §3–4, DECISIONS.md §1). */

export const USER_TYPES = [0, 1, 2, 3, 4] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The user types by name (DECISIONS.md §1). */
export const USER_TYPE = {
  ADMIN: 0,
  TERMINAL: 1,
  COMPANY: 2,
  BARGE_OPERATOR: 3,
  BARGE: 4,
} as const satisfies Record<string, UserType>;

export const USER_TYPE_LABELS: Record<UserType, string> = {
  0: 'System Admin',
  1: 'Terminal Staff',
  2: 'Company User',
  3: 'Barge Operator',
  4: 'Barge',
};

export const ROLES = {
  ADMIN: 0,
  TERMINAL_LOGISTICS: 1,
  TERMINAL_CONTROL_ROOM: 2,
  TERMINAL_TEAM_LEADER: 3,
  COMPANY_ADMIN: 4,
  CUSTOMER_USER: 5,
  SURVEYOR_ADMIN: 6,
  SURVEYOR: 7,
  BARGE: 8,
  BARGE_OPERATOR: 9,
  TERMINAL_PILOT: 10,
  TERMINAL_LOADING_MASTER: 11,
  TERMINAL_HEAD_OF_PILOT: 12,
  TERMINAL_INSPECTOR: 13,
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_LABELS: Record<Role, string> = {
  0: 'Admin',
  1: 'Terminal Logistics',
  2: 'Terminal Control Room',
  3: 'Terminal Team Leader',
  4: 'Company Admin',
  5: 'Customer User',
  6: 'Surveyor Admin',
  7: 'Surveyor',
  8: 'Barge',
  9: 'Barge Operator',
  10: 'Terminal Pilot',
  11: 'Terminal Loading Master',
  12: 'Terminal Head of Pilot',
  13: 'Terminal Inspector',
};

/** DECISIONS.md §1: the only (userType, role) pairs a user may have. */
export const VALID_ROLES_BY_TYPE: Record<UserType, readonly Role[]> = {
  0: [0],
  1: [1, 2, 3, 10, 11, 12, 13],
  2: [4, 5, 6, 7],
  3: [9],
  4: [8],
};

export function isValidUserTypeRole(userType: number, role: number): boolean {
  const roles = VALID_ROLES_BY_TYPE[userType as UserType] as readonly number[] | undefined;
  return roles !== undefined && roles.includes(role);
}

export const USER_STATUSES = ['Active', 'Deactivated', 'Pending Verification', 'Draft'] as const;

export const NOMINATION_PROGRESS = [
  'Created',
  'Pending Approval',
  'Acknowledged',
  'Barge Ready',
  'Jetty Assigned',
  'Signing in Progress',
  'CQ Uploaded',
  'Completed',
  'Cancelled',
  'Pending Jetty Information',
  'Pending Barge Readiness Time',
  'Booked',
] as const;
export type NominationProgress = (typeof NOMINATION_PROGRESS)[number];

/** Ship vetting statuses by number (spec §4). */
export const VETTING_STATUSES = {
  0: 'none',
  1: 'Pending Logistics',
  2: 'Pending Inspector',
  3: 'Inspector Responded',
  4: 'Anchorage Inspection',
  5: 'Rejected',
  6: 'Accepted',
  7: 'Pending Observation',
  8: 'More Information Required',
  9: 'Expired',
  10: 'Suspended',
} as const;

/** Nomination log action labels: 1–8 equal the vetting statuses of the same number, then 9–15. */
export const LOG_ACTIONS = {
  1: VETTING_STATUSES[1],
  2: VETTING_STATUSES[2],
  3: VETTING_STATUSES[3],
  4: VETTING_STATUSES[4],
  5: VETTING_STATUSES[5],
  6: VETTING_STATUSES[6],
  7: VETTING_STATUSES[7],
  8: VETTING_STATUSES[8],
  9: 'Customer Uploaded Document',
  10: 'Info Modified',
  11: VETTING_STATUSES[9],
  12: VETTING_STATUSES[10],
  13: 'Update Status',
  14: 'Customer Request Created',
  15: 'Customer Request Deleted',
  /** Terminal documents: made, sent, signed, refused (DECISIONS.md §6); not action 9, which is the customer's. */
  16: 'Document Signing',
  /** The statement of facts: an event recorded or corrected (DECISIONS.md §10). */
  17: 'Statement of Facts',
  /** The ship/shore safety checklist: answers and signatures (DECISIONS.md §10). */
  18: 'Safety Checklist',
} as const;

export const SAMPLING_TYPES = ['Running', 'Composite', 'Line Drip'] as const;
export const PRODUCT_TYPES = ['ALL', 'Port', 'Center', 'Starboard'] as const;

/** The dates a nomination list can be searched by. */
export const SEARCH_DATE_TYPES = [
  'createdAt',
  'eta',
  'bargeReadinessTime',
  'estimatedBerthTime',
  // The dashboard's figures (issue 31): completed in a period, all fast (berthed) in a period.
  'completedAt',
  'allFast',
] as const;
