import { describe, expect, it } from 'vitest';
import { MENU_PATHS } from '../contract/menus';
import { SCREEN_ROUTES } from './screens';

describe('the menu screens', () => {
  it('gives every menu entry a built screen at its path', () => {
    expect(SCREEN_ROUTES.map((r) => r.path).sort()).toEqual(
      Object.values(MENU_PATHS)
        .map((p) => `${p}/*`)
        .sort(),
    );
    expect(SCREEN_ROUTES.filter((r) => r.element === null).map((r) => r.key)).toEqual([]);
  });
});
