import { afterEach, describe, expect, it } from 'vitest';
import { storeLocale } from './locale';

afterEach(() => localStorage.clear());

/** Issue 35 item 3: the sign-in page's switch (storeLocale) tells the page's language too, before any catalogue loads. */
describe('the page’s lang', () => {
  it('follows the language chosen on the sign-in page', () => {
    storeLocale('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    storeLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
