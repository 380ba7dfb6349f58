import { describe, expect, it } from 'vitest';
import { MENU_PATHS } from '../contract/menus';
import { SCREEN_ROUTES, preloadsInIdle } from './screens';

describe('the menu screens', () => {
  it('gives every menu entry a built screen at its path', () => {
    expect(SCREEN_ROUTES.map((r) => r.path).sort()).toEqual(
      Object.values(MENU_PATHS)
        .map((p) => `${p}/*`)
        .sort(),
    );
    expect(SCREEN_ROUTES.filter((r) => r.element === null).map((r) => r.key)).toEqual([]);
  });

  it('loads the lists in idle time after sign-in, and the heavy screens only when asked for', () => {
    for (const key of ['barging', 'quantity', 'shipVetting', 'company'] as const)
      expect(preloadsInIdle(key)).toBe(true);
    // Charts, pickers, planners and exports: these doubled a customer's JavaScript before its first list.
    for (const key of ['dashboard', 'settings', 'pilotagePlanning', 'excelLogistic', 'billingRecord'] as const)
      expect(preloadsInIdle(key)).toBe(false);
  });
});
