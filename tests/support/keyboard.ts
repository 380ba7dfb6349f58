import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Keyboard-only helpers for the browser tests (issue 35 #2): every move is a key press on
 * page.keyboard, and after each Tab the focused element must show where it is (WCAG 2.4.7) and
 * focus must have moved (no trap, WCAG 2.1.2).
 */

/**
 * What the focused element is when nothing on it or just around it shows a focus indicator, null
 * when one shows: an outline (on it, or on one of its two nearest ancestors, which MUI's hidden
 * radio and checkbox inputs need), a ring drawn as a box-shadow with no offset, or the 2 px border
 * MUI's outlined text field draws on its frame while focused.
 */
function focusWithoutRing(): string | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return 'nothing is focused';
  const transparent = (c: string) => c === 'transparent' || /,\s*0\)$/.test(c);
  let node: HTMLElement | null = el;
  for (let i = 0; i < 3 && node; i++, node = node.parentElement) {
    const s = getComputedStyle(node);
    if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && !transparent(s.outlineColor)) return null;
    if (/(^|,\s*)(rgba?\([^)]*\)\s*)?0px 0px 0px [1-9]/.test(s.boxShadow)) return null;
  }
  const frame = el.parentElement?.querySelector(':scope > fieldset');
  if (frame && parseFloat(getComputedStyle(frame).borderTopWidth) >= 2) return null;
  // A filled or standard field (and a date picker's sections within it): the 2 px underline its frame
  // draws under itself while focused (scaled to nothing otherwise).
  for (let i = 0, up = el.parentElement; i < 5 && up; i++, up = up.parentElement) {
    const line = getComputedStyle(up, '::after');
    if (parseFloat(line.borderBottomWidth) >= 2 && !/^matrix\(0,/.test(line.transform)) return null;
  }
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return `<${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''}> "${name}" has no visible focus`;
}

/** The focused element shows a visible focus indicator. */
export async function expectVisibleFocus(page: Page, where = ''): Promise<void> {
  // Polled: a field's underline grows in over a short transition.
  await expect.poll(() => page.evaluate(focusWithoutRing), { message: where, timeout: 2000 }).toBeNull();
}

/**
 * After a key press: whether focus left the element it was on at the previous call (the first call
 * remembers it only), and whether it is on the document itself: past the page's last control focus
 * goes to the browser's own toolbar, which headless Chromium shows as the document.
 */
const moved = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { kbLast?: Element | null };
    const was = w.kbLast;
    w.kbLast = document.activeElement;
    return { moved: was !== document.activeElement, out: document.activeElement === document.body };
  });

/** One press of Tab or Shift+Tab: the focus moves and shows; it may step out to the browser once, never twice in a row. */
async function step(page: Page, key: string, where: string, wasOut: boolean): Promise<boolean> {
  await page.keyboard.press(key);
  const now = await moved(page);
  if (now.out) {
    expect(wasOut, `${where}: ${key} leaves the page twice in a row`).toBe(false);
    return true;
  }
  expect(now.moved, `${where}: ${key} moves the focus`).toBe(true);
  await expectVisibleFocus(page, where);
  return false;
}

/** Whether `target` holds the focus (it, or an element inside it). */
const holds = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Tab (or Shift+Tab with `back`) until `target` has the focus, at most `max` presses; after each,
 * focus has moved and shows.
 */
export async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}): Promise<void> {
  await target.waitFor();
  // Where focus starts (even nowhere, after a page change) is not a step out of the page.
  await moved(page);
  let out = false;
  for (let i = 0; i < (opts.max ?? 60); i++) {
    out = await step(page, opts.back ? 'Shift+Tab' : 'Tab', `Tab ${i + 1} towards ${String(target)}`, out);
    if (await holds(target)) return;
  }
  throw new Error(`${String(target)} not reached in ${opts.max ?? 60} presses of Tab`);
}

/** Tab to `target` and press `key` on it (Enter by default). */
export async function press(page: Page, target: Locator, key = 'Enter', opts: { back?: boolean } = {}) {
  await tabTo(page, target, opts);
  await page.keyboard.press(key);
}

/**
 * No trap: `count` presses of Tab, then as many of Shift+Tab, each moving the focus to an element
 * that shows it (inside an open dialog, focus cycles within it, as a modal's must).
 */
export async function expectNoTrap(page: Page, count = 6): Promise<void> {
  // Where focus starts (even nowhere, after a page change) is not a step out of the page.
  await moved(page);
  let out = false;
  for (const key of ['Tab', 'Shift+Tab'])
    for (let i = 0; i < count; i++) out = await step(page, key, `${key} ${i + 1}`, out);
}

/** Escape closes the dialog and the focus goes back to the control that opened it. */
export async function escapeReturnsTo(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => holds(opener)).toBe(true);
}

/** Types a date or date and time into a focused picker's first section (the sections move on by themselves). */
export const typeDigits = (page: Page, text: string) => page.keyboard.type(text.replace(/\D/g, ''));
