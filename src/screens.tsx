import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from 'react-admin';
import { MENU_PATHS, type MenuKey } from '../contract/menus';
import { ScreenPlaceholder } from './pages/ScreenPlaceholder';

/** Built screens, loaded lazily so the shell stays small; every other menu path shows a placeholder. */
const BUILT: Partial<Record<MenuKey, LazyExoticComponent<ComponentType>>> = {
  auditLog: lazy(() => import('./resources/auditLog/AuditLogList').then((m) => ({ default: m.AuditLogList }))),
};

export const SCREEN_ROUTES = (Object.keys(MENU_PATHS) as MenuKey[]).map((key) => {
  const Built = BUILT[key];
  return {
    key,
    path: MENU_PATHS[key],
    element: Built ? (
      <Suspense fallback={<Loading />}><Built /></Suspense>
    ) : (
      <ScreenPlaceholder titleKey={`berth.menu.${key}`} />
    ),
  };
});
