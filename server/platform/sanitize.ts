import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Notification text is a little HTML (bold, emphasis, line breaks). It is cleaned when stored and
 * again when shown, so a payload that slipped into a record's name never runs in a browser.
 */
export const NOTICE_TAGS = ['b', 'strong', 'i', 'em', 'br', 'span'];

let purify: ReturnType<typeof createDOMPurify> | undefined;

export function sanitizeNotice(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purify.sanitize(html, { ALLOWED_TAGS: NOTICE_TAGS, ALLOWED_ATTR: [] });
}

/** Text put into notice HTML: markup characters escaped. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
