import { hasMenu, type MenuKey, type MenuPrincipal } from './menus.js';

/**
 * Who may do what. One pure function shared by the server guard (which adds data scope in the
 * repository query) and by the browser's canAccess (menus and buttons). No component and no route
 * compares role numbers itself.
 */
export type Principal = MenuPrincipal;
export type Rule = (p: Principal) => boolean;

const anyone: Rule = () => true;
const menu = (key: MenuKey): Rule => (p) => hasMenu(p, key);
/** The system admin (type 0) and the terminal admin (type 1, role 1). */
export const isTerminalAdmin: Rule = (p) => p.userType === 0 || (p.userType === 1 && p.role === 1);
const terminalStaff: Rule = (p) => p.userType === 0 || p.userType === 1;
const crud = (rule: Rule, read: Rule = rule) => ({ list: read, read, create: rule, update: rule, delete: rule });
const customer: Rule = (p) => p.userType === 2 && (p.role === 4 || p.role === 5);
const terminalRoles = (...roles: number[]): Rule => (p) => p.userType === 1 && roles.includes(p.role);
const either = (...rules: Rule[]): Rule => (p) => rules.some((r) => r(p));
/** A company admin (role 4) manages its own company's users; scope is enforced by the service. */
const manageUsers: Rule = (p) => isTerminalAdmin(p) || p.role === 4;

/** resource → action → rule. A resource or action missing here is refused. */
export const PERMISSIONS = {
  profile: { read: anyone, update: anyone },
  /** DECISIONS.md §2: barge users cannot change their password, and the server refuses it. */
  password: { update: (p) => p.userType !== 4 },
  /** Only non-admin users receive notifications (spec §4, §6). */
  notifications: { list: (p) => p.userType !== 0 },
  auditLog: { list: menu('auditLog'), read: menu('auditLog'), verify: menu('auditLog') },
  /** Companies: other users read their own company only (scope in the service). */
  companies: { ...crud(menu('company')), read: anyone },
  /** Ships: everyone reads within their scope; barge operators edit their own company's barges. */
  ships: { ...crud(menu('ship'), anyone), search: anyone },
  /** Jetties, berths and tanks are read by every signed-in user (nomination forms need them). */
  jetties: crud(menu('jetty'), anyone),
  tanks: crud(menu('tank'), anyone),
  products: crud(isTerminalAdmin, anyone),
  pilots: crud(menu('pilot')),
  /** Terminal staff report faults; terminal logistics resolves them. */
  equipmentReports: { ...crud(menu('equipmentReport')), resolve: isTerminalAdmin },
  unqualifiedShips: { list: terminalStaff, read: terminalStaff, create: menu('unqualifiedShips'), update: menu('unqualifiedShips') },
  users: { ...crud(manageUsers), options: anyone },
  settings: { read: anyone, update: isTerminalAdmin },
  partnerApps: crud(isTerminalAdmin),
  /** DECISIONS.md §8: the admin reads every e-mail the portal sends. */
  mailOutbox: { list: isTerminalAdmin, read: isTerminalAdmin },
  /**
   * Barging nominations: everyone with the barging menu reads within their scope (service); the
   * lifecycle table (contract/lifecycle.ts) decides each step by role and relation.
   */
  nominations: {
    list: menu('barging'), read: menu('barging'), create: customer, update: menu('barging'), step: menu('barging'),
    customCode: either(customer, terminalRoles(1)), sendEmail: either(customer, terminalRoles(1, 2)),
    request: customer, ullage: menu('barging'),
  },
  /** Change requests: terminal logistics and control room decide; customers follow their own. */
  requests: { list: either(menu('requests'), customer), decide: menu('requests'), withdraw: customer },
  nominationLog: { list: menu('barging') },
  highVariance: { list: menu('highVariance'), justify: menu('highVariance') },
  mooringReports: crud(menu('mooringReport')),
  /** The berth board and the auto-planner: terminal logistics and control room. */
  berthBoard: { read: terminalRoles(1, 2), plan: terminalRoles(1, 2) },
} satisfies Record<string, Record<string, Rule>>;

export type Resource = keyof typeof PERMISSIONS;
export type ActionOf<R extends Resource> = keyof (typeof PERMISSIONS)[R] & string;

export function canAccess(p: Principal | null | undefined, action: string, resource: string): boolean {
  if (!p) return false;
  const actions = (PERMISSIONS as Record<string, Record<string, Rule> | undefined>)[resource];
  const rule = actions?.[action];
  return rule ? rule(p) : false;
}
