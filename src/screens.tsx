import { Suspense } from 'react';
import { PageLoading } from './resources/shared/PageLoading';
import { MENU_PATHS, type MenuKey } from '../contract/menus';
import { ResourceScreen, type ResourceViews } from './resources/shared/ResourceScreen';
import type { LazyScreen } from './resources/shared/lazyScreen';

import auditLog from './resources/auditLog';
import companies from './resources/companies';
import ships from './resources/ships';
import jetties from './resources/jetties';
import tanks from './resources/tanks';
import pilots from './resources/pilots';
import equipmentReports from './resources/equipmentReports';
import unqualifiedShips from './resources/unqualifiedShips';
import settings from './resources/settings';
import barging from './resources/nominations';
import requests from './resources/requests';
import mooringReports from './resources/mooringReports';
import highVariance from './resources/highVariance';
import shipVettings from './resources/shipVettings';
import dashboard from './resources/dashboard';
import excel from './resources/excel';
import pilotage from './resources/pilotage';
import billing from './resources/billing';
import invoices from './resources/invoices';
import documents, { billOfLadingDocuments, qualityDocuments, quantityDocuments } from './resources/documents';

/** Every menu screen at its spec path (lazily loaded): a resource's views, or a screen of its own. */
const RESOURCES: Partial<Record<MenuKey, ResourceViews>> = {
  auditLog,
  company: companies,
  ship: ships,
  jetty: jetties,
  tank: tanks,
  pilot: pilots,
  equipmentReport: equipmentReports,
  unqualifiedShips,
  mooringReport: mooringReports,
  quantity: quantityDocuments,
  quality: qualityDocuments,
  billOfLading: billOfLadingDocuments,
  shipVetting: shipVettings,
};
const SCREENS: Partial<Record<MenuKey, LazyScreen>> = {
  dashboard: dashboard.screen,
  excelLogistic: excel.variance,
  excelPilot: excel.pilotJobs,
  pilotagePlanning: pilotage.planning,
  pilotJobs: pilotage.jobs,
  billingRecord: billing.screen,
  // The customer's own charges: the billing screen, read-only in its company's scope (DECISIONS §11).
  charges: billing.screen,
  invoices: invoices.screen,
  settings: settings.screen,
  barging: barging.screen,
  requests: requests.screen,
  highVariance: highVariance.screen,
};

function elementFor(key: MenuKey) {
  const views = RESOURCES[key];
  if (views) return <ResourceScreen {...views} />;
  const Screen = SCREENS[key];
  if (Screen)
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    );
  // Unreachable while every menu key has a screen (screens.test.tsx checks it).
  return null;
}

/**
 * Loads a menu screen's code ahead of its first visit (its list, or the whole screen), so opening
 * it renders at once (see lazyScreen). Harmless when it is loaded already.
 */
export function preloadScreen(key: MenuKey): Promise<unknown> {
  const screen = RESOURCES[key]?.list ?? SCREENS[key];
  return screen ? screen.preload().catch(() => undefined) : Promise.resolve();
}

/**
 * The screens whose code loads in idle time after sign-in: the lists, a few kilobytes each over the
 * shared list code. The others (forms, planners, charts, exports, with their pickers) load when
 * their menu entry is pointed at or focused, or opened: loading every screen of a menu doubled the
 * JavaScript a customer's browser took before its first list (issue 32 §7, bench/bundle.ts).
 */
const IDLE_PRELOADED = new Set<MenuKey>([...(Object.keys(RESOURCES) as MenuKey[]), 'barging']);
export const preloadsInIdle = (key: MenuKey): boolean => IDLE_PRELOADED.has(key);

/** Each screen owns its path and what is below it (create and edit pages). */
export const SCREEN_ROUTES = (Object.keys(MENU_PATHS) as MenuKey[]).map((key) => ({
  key,
  path: `${MENU_PATHS[key]}/*`,
  element: elementFor(key),
}));

/** react-admin's resource registry: names, icons and how a record is named in titles and references. */
export const RESOURCE_DEFINITIONS = {
  auditLog,
  companies,
  ships,
  jetties,
  tanks,
  pilots,
  equipmentReports,
  unqualifiedShips,
  mooringReports,
  documents,
  shipVettings,
  nominations: { icon: barging.icon, recordRepresentation: barging.recordRepresentation },
};
