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

/** resource → action → rule. A resource or action missing here is refused. */
export const PERMISSIONS = {
  profile: { read: anyone, update: anyone },
  /** DECISIONS.md §2: barge users cannot change their password, and the server refuses it. */
  password: { update: (p) => p.userType !== 4 },
  /** Only non-admin users receive notifications (spec §4, §6). */
  notifications: { list: (p) => p.userType !== 0 },
  auditLog: { list: menu('auditLog'), read: menu('auditLog') },
} satisfies Record<string, Record<string, Rule>>;

export type Resource = keyof typeof PERMISSIONS;
export type ActionOf<R extends Resource> = keyof (typeof PERMISSIONS)[R] & string;

export function canAccess(p: Principal | null | undefined, action: string, resource: string): boolean {
  if (!p) return false;
  const actions = (PERMISSIONS as Record<string, Record<string, Rule> | undefined>)[resource];
  const rule = actions?.[action];
  return rule ? rule(p) : false;
}
