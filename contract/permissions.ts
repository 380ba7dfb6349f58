import { ROLES, USER_TYPE, type Role } from './enums.js';
import { hasMenu, type MenuKey, type MenuPrincipal } from './menus.js';

/**
 * Who may do what. One pure function shared by the server guard (which adds data scope in the
 * repository query) and by the browser's canAccess (menus and buttons). No component and no route
 * compares role numbers itself.
 */
export type Principal = MenuPrincipal;
type Rule = (p: Principal) => boolean;

/** Who a principal is, by name: the only place outside the menu table that reads role numbers. */
type Who = Pick<Principal, 'userType' | 'role'>;
/** For the predicates that need the user type only. */
type Typed = Pick<Principal, 'userType'>;

/** Company users who nominate: the company admin and the customer user. */
export const CUSTOMER_ROLES: readonly Role[] = [ROLES.COMPANY_ADMIN, ROLES.CUSTOMER_USER];
/** The terminal's desk: logistics and control room, who act on submissions and change requests. */
export const TERMINAL_DESK_ROLES: readonly Role[] = [ROLES.TERMINAL_LOGISTICS, ROLES.TERMINAL_CONTROL_ROOM];
export const SURVEYOR_ROLES: readonly Role[] = [ROLES.SURVEYOR_ADMIN, ROLES.SURVEYOR];

export const isSystemAdmin = (p: Typed) => p.userType === USER_TYPE.ADMIN;
/** Terminal staff of any role (not the system admin). */
export const isTerminalUser = (p: Typed) => p.userType === USER_TYPE.TERMINAL;
/** The terminal's side: its staff and the system admin. */
export const isTerminalSide = (p: Typed) => isSystemAdmin(p) || isTerminalUser(p);
/** The system admin and terminal logistics, who administer the terminal's data. */
export const isTerminalAdmin = (p: Who) =>
  isSystemAdmin(p) || (isTerminalUser(p) && p.role === ROLES.TERMINAL_LOGISTICS);
/** Terminal staff holding one of `roles`. */
export const hasTerminalRole = (p: Who, roles: readonly Role[]) =>
  isTerminalUser(p) && (roles as readonly number[]).includes(p.role);
export const isTerminalDesk = (p: Who) => hasTerminalRole(p, TERMINAL_DESK_ROLES);
/** A pilot (not the head of pilot): sees the nominations of its own jobs only. */
export const isPilot = (p: Who) => hasTerminalRole(p, [ROLES.TERMINAL_PILOT]);
/** The head of pilot: manages pilots and tugs and sees every pilot job. */
export const isHeadOfPilot = (p: Who) => hasTerminalRole(p, [ROLES.TERMINAL_HEAD_OF_PILOT]);
export const isCompanyUser = (p: Typed) => p.userType === USER_TYPE.COMPANY;
export const isCustomer = (p: Who) => isCompanyUser(p) && (CUSTOMER_ROLES as readonly number[]).includes(p.role);
export const isCompanyAdmin = (p: Who) => isCompanyUser(p) && p.role === ROLES.COMPANY_ADMIN;
export const isSurveyor = (p: Who) => isCompanyUser(p) && (SURVEYOR_ROLES as readonly number[]).includes(p.role);
export const isBargeOperator = (p: Typed) => p.userType === USER_TYPE.BARGE_OPERATOR;
export const isBarge = (p: Typed) => p.userType === USER_TYPE.BARGE;
/** The barge itself or its operator. */
export const isBargeSide = (p: Typed) => isBarge(p) || isBargeOperator(p);
/** Users who belong to a company (every type but the system admin). */
export const belongsToCompany = (userType: number) => userType !== USER_TYPE.ADMIN;

const anyone: Rule = () => true;
const menu =
  (key: MenuKey): Rule =>
  (p) =>
    hasMenu(p, key);
const crud = (rule: Rule, read: Rule = rule) => ({ list: read, read, create: rule, update: rule, delete: rule });
const terminalRoles =
  (...roles: Role[]): Rule =>
  (p) =>
    hasTerminalRole(p, roles);
const either =
  (...rules: Rule[]): Rule =>
  (p) =>
    rules.some((r) => r(p));
/** A company admin manages its own company's users; scope is enforced by the service. */
const manageUsers: Rule = (p) => isTerminalAdmin(p) || isCompanyAdmin(p);

/** resource → action → rule. A resource or action missing here is refused. */
export const PERMISSIONS = {
  profile: { read: anyone, update: anyone },
  /** DECISIONS.md §2: barge users cannot change their password, and the server refuses it. */
  password: { update: (p) => !isBarge(p) },
  /** Only non-admin users receive notifications (spec §4, §6). */
  notifications: { list: (p) => !isSystemAdmin(p) },
  auditLog: { list: menu('auditLog'), read: menu('auditLog'), verify: menu('auditLog') },
  /** Companies: other users read their own company only (scope in the service). */
  /** A self-registered company is approved by terminal logistics or the admin (DECISIONS §8). */
  companies: { ...crud(menu('company')), read: anyone, approve: isTerminalAdmin },
  /** Ships: everyone reads within their scope; barge operators edit their own company's barges. */
  ships: { ...crud(menu('ship'), anyone), search: anyone },
  /** Jetties, berths and tanks are read by every signed-in user (nomination forms need them). */
  jetties: crud(menu('jetty'), anyone),
  tanks: crud(menu('tank'), anyone),
  products: crud(isTerminalAdmin, anyone),
  pilots: crud(menu('pilot')),
  /** Terminal staff report faults; terminal logistics resolves them. */
  equipmentReports: { ...crud(menu('equipmentReport')), resolve: isTerminalAdmin },
  unqualifiedShips: {
    list: isTerminalSide,
    read: isTerminalSide,
    create: menu('unqualifiedShips'),
    update: menu('unqualifiedShips'),
  },
  /** The per-user safety data sheets kept from before they were a nomination's: read-only, the terminal's administrators. */
  users: { ...crud(manageUsers), options: anyone, legacySds: isTerminalAdmin },
  settings: { read: anyone, update: isTerminalAdmin },
  partnerApps: crud(isTerminalAdmin),
  /** DECISIONS.md §8: the admin reads every e-mail the portal sends. */
  mailOutbox: { list: isTerminalAdmin, read: isTerminalAdmin },
  /**
   * Barging nominations: everyone with the barging menu reads within their scope (service); the
   * lifecycle table (contract/lifecycle.ts) decides each step by role and relation.
   */
  nominations: {
    list: menu('barging'),
    read: menu('barging'),
    create: isCustomer,
    update: menu('barging'),
    step: menu('barging'),
    customCode: either(isCustomer, terminalRoles(ROLES.TERMINAL_LOGISTICS)),
    sendEmail: either(isCustomer, isTerminalDesk),
    request: isCustomer,
    ullage: menu('barging'),
    /** DECISIONS §2, §7: the COA link and the port clearance are terminal logistics' alone (type 1 role 1), not the system admin's. */
    clearance: terminalRoles(ROLES.TERMINAL_LOGISTICS),
  },
  /** Change requests: terminal logistics and control room decide; customers follow their own. */
  requests: { list: either(menu('requests'), isCustomer), decide: menu('requests'), withdraw: isCustomer },
  nominationLog: { list: menu('barging') },
  highVariance: { list: menu('highVariance'), justify: menu('highVariance') },
  /** DECISIONS.md §7: terminal logistics and customers, each its own figures (the service decides which). */
  dashboard: { read: menu('dashboard') },
  /** DECISIONS.md §7: the variance report for terminal logistics (its menu entry). */
  excel: { variance: menu('excelLogistic'), pilotJobs: menu('excelPilot') },
  /**
   * Pilotage (DECISIONS.md §7a): planning for terminal logistics and control room; the pilot screen
   * for pilots (their own jobs, scope in the service) and the head of pilot (every job). Dispatch
   * (the board, assign, auto-assign and its accept) is the planner's and the head of pilot's, who
   * dispatches from the pilot screen (§7a turn 3); a pilot does not.
   */
  pilotage: {
    plan: menu('pilotagePlanning'),
    dispatch: either(menu('pilotagePlanning'), isHeadOfPilot),
    jobs: menu('pilotJobs'),
  },
  /**
   * DECISIONS.md §7: billing records are terminal logistics' (its menu entry); §11: customers read
   * their own company's Approved and Invoiced records (scope and status in the service).
   */
  billing: {
    list: either(menu('billingRecord'), isCustomer),
    read: either(menu('billingRecord'), isCustomer),
    change: menu('billingRecord'),
  },
  /** DECISIONS.md §11: terminal logistics issues invoices and credit notes; customers read their own company's. */
  invoices: {
    list: either(menu('billingRecord'), isCustomer),
    read: either(menu('billingRecord'), isCustomer),
    issue: menu('billingRecord'),
  },
  /**
   * Laytime (DECISIONS.md §11): whoever reads a nomination reads its laytime (scope in the service);
   * terminal logistics recomputes every completed call's after a change of the settings.
   */
  laytime: { read: menu('barging'), recompute: menu('billingRecord') },
  /** E-mail preferences (DECISIONS.md §11): every user who receives notices, for their own account. */
  mailPreferences: { read: (p) => !isSystemAdmin(p), update: (p) => !isSystemAdmin(p) },
  mooringReports: crud(menu('mooringReport')),
  /**
   * Documents (DECISIONS.md §6): whoever sees a nomination reads its documents within the service's
   * scope; making and signing are decided per document by contract/documents.ts (maker, signer due).
   */
  documents: {
    list: either(menu('barging'), menu('quantity'), menu('quality'), menu('billOfLading')),
    read: either(menu('barging'), menu('quantity'), menu('quality'), menu('billOfLading')),
    create: either(isSurveyor, terminalRoles(ROLES.TERMINAL_LOGISTICS, ROLES.TERMINAL_LOADING_MASTER)),
    update: either(isSurveyor, terminalRoles(ROLES.TERMINAL_LOGISTICS, ROLES.TERMINAL_LOADING_MASTER)),
    sign: either(isSurveyor, isBarge, terminalRoles(ROLES.TERMINAL_LOGISTICS, ROLES.TERMINAL_LOADING_MASTER)),
  },
  /**
   * Ship vetting (DECISIONS.md §5): customers, terminal logistics and the inspector, within the
   * service's scope; contract/vetting.ts decides each step by role and state.
   */
  shipVettings: {
    list: menu('shipVetting'),
    read: menu('shipVetting'),
    create: isCustomer,
    update: isCustomer,
    step: either(isCustomer, terminalRoles(ROLES.TERMINAL_LOGISTICS)),
    inspect: terminalRoles(ROLES.TERMINAL_INSPECTOR),
  },
  /**
   * The port call record (DECISIONS.md §10): whoever sees a nomination reads its statement of facts
   * and checklist (scope in the service); the loading master and the control room record every
   * event and answer the terminal's side, the barge its own events and side (own barge: service);
   * the terminal's side of a checklist part is signed by the loading master (service). The
   * template is the terminal administrators'; the figures follow the dashboard.
   */
  portCall: {
    read: menu('barging'),
    record: either(terminalRoles(ROLES.TERMINAL_LOADING_MASTER, ROLES.TERMINAL_CONTROL_ROOM), isBarge),
    checklist: either(terminalRoles(ROLES.TERMINAL_LOADING_MASTER, ROLES.TERMINAL_CONTROL_ROOM), isBarge),
    /** A refused statement remade from its events: the terminal's recorders and terminal logistics, who also signs it. */
    remake: terminalRoles(ROLES.TERMINAL_LOADING_MASTER, ROLES.TERMINAL_CONTROL_ROOM, ROLES.TERMINAL_LOGISTICS),
    due: terminalRoles(ROLES.TERMINAL_LOADING_MASTER, ROLES.TERMINAL_CONTROL_ROOM),
    template: isTerminalSide,
    editTemplate: isTerminalAdmin,
    figures: menu('dashboard'),
  },
  /** The berth board and the auto-planner: terminal logistics and control room. */
  berthBoard: { read: isTerminalDesk, plan: isTerminalDesk },
} satisfies Record<string, Record<string, Rule>>;

export type Resource = keyof typeof PERMISSIONS;
export type ActionOf<R extends Resource> = keyof (typeof PERMISSIONS)[R] & string;
/** A rule of the table by name: a pair the table lacks does not compile (a typo would answer 403 for ever). */
export type Permission = { [R in Resource]: { resource: R; action: ActionOf<R> } }[Resource];

/** Whether the principal may do `action` on `resource`; both named as the table names them. */
export function canAccess<R extends Resource>(
  p: Principal | null | undefined,
  action: ActionOf<R>,
  resource: R,
): boolean {
  return canAccessNamed(p, action, resource);
}

/** canAccess for a rule held as a value (a route's declared access, a screen's tab). */
export const allows = (p: Principal | null | undefined, rule: Permission): boolean =>
  canAccessNamed(p, rule.action, rule.resource);

/**
 * canAccess for names known only at run time (react-admin asks with its resource and action
 * names): a pair the table lacks is refused.
 */
export function canAccessNamed(p: Principal | null | undefined, action: string, resource: string): boolean {
  if (!p) return false;
  const actions = (PERMISSIONS as Record<string, Record<string, Rule> | undefined>)[resource];
  const rule = actions?.[action];
  return rule ? rule(p) : false;
}
