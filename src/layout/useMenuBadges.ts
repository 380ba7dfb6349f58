import type { MenuKey } from '../../contract/menus';

/**
 * Badge slots of the side menu: pending approvals on /requests and the ship vetting count on
 * /ship-vetting. Their counts arrive with the change-request and vetting modules; until then the
 * slots stay empty rather than showing an invented number.
 */
export function useMenuBadges(): Partial<Record<MenuKey, number>> {
  return {};
}
