import type { Role, UserType } from './enums.js';

/** Every routed screen of the signed-in portal (spec §2). */
export const MENU_PATHS = {
  dashboard: '/dashboard/index',
  barging: '/barging/index',
  unqualifiedShips: '/admin/unqualified-ships',
  jetty: '/admin/jetty',
  tank: '/admin/tank',
  company: '/admin/company',
  ship: '/admin/ship',
  pilot: '/admin/pilot',
  quality: '/certificate/quality',
  quantity: '/certificate/quantity',
  billOfLading: '/certificate/billOfLading',
  requests: '/requests/index',
  highVariance: '/highVariance/index',
  pilotagePlanning: '/pilotagePlanning/index',
  /** DECISIONS.md §7a: the pilot's own jobs (the head of pilot's: every job). */
  pilotJobs: '/pilot/index',
  settings: '/settings/index',
  billingRecord: '/billing-record/index',
  /** DECISIONS.md §11: a customer's own charges (its company's Approved and Invoiced billing records). */
  charges: '/charges/index',
  /** DECISIONS.md §11: invoices and credit notes (terminal logistics issues; customers read their own). */
  invoices: '/invoices/index',
  excelLogistic: '/excel/logistic/index',
  excelPilot: '/excel/pilot/index',
  equipmentReport: '/equipment-report/index',
  shipVetting: '/ship-vetting/index',
  mooringReport: '/mooring-report/index',
  auditLog: '/auditLog/index',
} as const;
export type MenuKey = keyof typeof MENU_PATHS;
type MenuPath = (typeof MENU_PATHS)[MenuKey];

/** Display order of the side menu; the admin and certificate children are grouped. */
const MENU_ORDER: readonly MenuKey[] = [
  'dashboard',
  'barging',
  'unqualifiedShips',
  'jetty',
  'tank',
  'company',
  'ship',
  'pilot',
  'quality',
  'quantity',
  'billOfLading',
  'requests',
  'highVariance',
  'pilotagePlanning',
  'pilotJobs',
  'settings',
  'billingRecord',
  'charges',
  'invoices',
  'excelLogistic',
  'excelPilot',
  'equipmentReport',
  'shipVetting',
  'mooringReport',
  'auditLog',
];

/** The menu's sections, in the order they appear; every entry belongs to one, so each heading is true of what follows it. */
const MENU_SECTIONS = ['operations', 'certificate', 'reports', 'admin'] as const;
type MenuSection = (typeof MENU_SECTIONS)[number];
export const MENU_GROUPS: Record<MenuKey, MenuSection> = {
  dashboard: 'operations',
  barging: 'operations',
  requests: 'operations',
  pilotagePlanning: 'operations',
  pilotJobs: 'operations',
  shipVetting: 'operations',
  mooringReport: 'operations',
  equipmentReport: 'operations',
  quality: 'certificate',
  quantity: 'certificate',
  billOfLading: 'certificate',
  highVariance: 'reports',
  excelLogistic: 'reports',
  excelPilot: 'reports',
  billingRecord: 'reports',
  charges: 'reports',
  invoices: 'reports',
  unqualifiedShips: 'admin',
  jetty: 'admin',
  tank: 'admin',
  company: 'admin',
  ship: 'admin',
  pilot: 'admin',
  settings: 'admin',
  auditLog: 'admin',
};

const ADMIN_ALL: MenuKey[] = ['unqualifiedShips', 'jetty', 'tank', 'company', 'ship', 'pilot'];
const CERT_ALL: MenuKey[] = ['quality', 'quantity', 'billOfLading'];

interface MenuRow {
  userType: UserType;
  roles: readonly Role[];
  menus: readonly MenuKey[];
  landing: MenuKey;
}

/** DECISIONS.md §2, one row per line of its table. */
const MENU_TABLE: readonly MenuRow[] = [
  { userType: 0, roles: [0], menus: [...ADMIN_ALL, 'highVariance', 'settings'], landing: 'unqualifiedShips' },
  {
    userType: 1,
    roles: [1],
    menus: [
      'dashboard',
      'barging',
      ...ADMIN_ALL,
      ...CERT_ALL,
      'requests',
      'highVariance',
      'pilotagePlanning',
      'settings',
      'billingRecord',
      'invoices',
      'excelLogistic',
      'equipmentReport',
      'shipVetting',
      'mooringReport',
      'auditLog',
    ],
    landing: 'dashboard',
  },
  {
    userType: 1,
    roles: [2],
    menus: ['barging', ...CERT_ALL, 'requests', 'pilotagePlanning', 'equipmentReport'],
    landing: 'barging',
  },
  { userType: 1, roles: [3], menus: ['barging', ...CERT_ALL, 'highVariance', 'equipmentReport'], landing: 'barging' },
  // A pilot starts on its own jobs (§7a) rather than the nomination list.
  { userType: 1, roles: [10], menus: ['pilotJobs', 'barging', 'excelPilot', 'equipmentReport'], landing: 'pilotJobs' },
  { userType: 1, roles: [11], menus: ['barging', ...CERT_ALL, 'equipmentReport'], landing: 'barging' },
  {
    userType: 1,
    roles: [12],
    menus: ['pilotJobs', 'barging', 'pilot', 'excelPilot', 'equipmentReport'],
    landing: 'barging',
  },
  { userType: 1, roles: [13], menus: ['shipVetting'], landing: 'shipVetting' },
  {
    userType: 2,
    roles: [4, 5],
    menus: ['dashboard', 'barging', 'quantity', 'shipVetting', 'charges', 'invoices', 'settings'],
    landing: 'dashboard',
  },
  { userType: 2, roles: [6, 7], menus: ['barging', 'quality', 'billOfLading'], landing: 'quality' },
  { userType: 3, roles: [9], menus: ['barging', 'ship', 'quantity'], landing: 'barging' },
  { userType: 4, roles: [8], menus: ['barging', 'quantity'], landing: 'barging' },
];

export interface MenuPrincipal {
  userType: number;
  role: number;
}

function rowFor(p: MenuPrincipal): MenuRow | undefined {
  return MENU_TABLE.find((r) => r.userType === p.userType && (r.roles as readonly number[]).includes(p.role));
}

/** The caller's menu keys in display order; empty for a pair outside the table. */
export function menuKeysFor(p: MenuPrincipal): MenuKey[] {
  const row = rowFor(p);
  if (!row) return [];
  const section = (k: MenuKey) => MENU_SECTIONS.indexOf(MENU_GROUPS[k]);
  // Sorted by section, the table's order kept within one (Array.prototype.sort is stable).
  return MENU_ORDER.filter((k) => row.menus.includes(k)).sort((a, b) => section(a) - section(b));
}

export function menusFor(p: MenuPrincipal): MenuPath[] {
  return menuKeysFor(p).map((k) => MENU_PATHS[k]);
}

/** Where the user lands after sign-in; /404 when the pair has no row (never happens for valid users). */
export function landingFor(p: MenuPrincipal): string {
  const row = rowFor(p);
  return row ? MENU_PATHS[row.landing] : '/404';
}

export function hasMenu(p: MenuPrincipal, key: MenuKey): boolean {
  return rowFor(p)?.menus.includes(key) ?? false;
}
