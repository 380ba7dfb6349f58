import { MENU_PATHS } from '../../../contract/menus';

/** Where each resource's screen lives (the spec's routes); its create and edit pages sit below. */
export const RESOURCE_PATHS: Record<string, string> = {
  companies: MENU_PATHS.company,
  ships: MENU_PATHS.ship,
  jetties: MENU_PATHS.jetty,
  tanks: MENU_PATHS.tank,
  pilots: MENU_PATHS.pilot,
  equipmentReports: MENU_PATHS.equipmentReport,
  unqualifiedShips: MENU_PATHS.unqualifiedShips,
  nominations: MENU_PATHS.barging,
  mooringReports: MENU_PATHS.mooringReport,
  shipVettings: MENU_PATHS.shipVetting,
  users: `${MENU_PATHS.settings}/users`,
  products: `${MENU_PATHS.settings}/products`,
  partnerApps: `${MENU_PATHS.settings}/partnerApps`,
};

export const pathOf = (resource: string): string => RESOURCE_PATHS[resource] ?? '/';
export const editPath = (resource: string, id: string | number) => `${pathOf(resource)}/${id}`;
export const createPath = (resource: string) => `${pathOf(resource)}/create`;

/** Where to go back to: the list, or for the settings tabs' records the tab that lists them. */
const SETTINGS_TABS = new Set(['users', 'products', 'partnerApps']);
export const listPath = (resource: string): string =>
  SETTINGS_TABS.has(resource) ? `${MENU_PATHS.settings}?tab=${resource}` : pathOf(resource);
