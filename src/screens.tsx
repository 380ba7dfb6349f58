import { Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { MENU_PATHS, type MenuKey } from '../contract/menus';
import { ScreenPlaceholder } from './pages/ScreenPlaceholder';

import auditLog from './resources/auditLog';

/** Built screens at their spec paths (lazily loaded); every other menu path shows a placeholder. */
const BUILT: Partial<Record<MenuKey, ComponentType>> = {
  auditLog: auditLog.list,
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
