import { useEffect, useState } from 'react';
import type { DOMPurify } from 'dompurify';

/** The same few tags the server keeps (server/platform/sanitize.ts); cleaned again here before showing. */
const TAGS = ['b', 'strong', 'i', 'em', 'br', 'span'];

let purify: DOMPurify | undefined;
let loading: Promise<DOMPurify> | undefined;

/** DOMPurify (about 10 kB compressed) comes with the first notice or in idle time, not with the shell (bench/bundle.ts). */
export const loadPurify = (): Promise<DOMPurify> => (loading ??= import('dompurify').then((m) => (purify = m.default)));

const cleanNoticeHtml = (clean: DOMPurify, html: string) =>
  clean.sanitize(html, { ALLOWED_TAGS: TAGS, ALLOWED_ATTR: [] });

/**
 * The notice's HTML cleaned to those tags, or, while the cleaner loads, `{ text }`: its words alone
 * (read from an inert document, so nothing in it runs or loads) for React to escape.
 */
export function useCleanHtml(html: string): { html: string } | { text: string } {
  const [, setLoaded] = useState(purify !== undefined);
  useEffect(() => {
    if (!purify) void loadPurify().then(() => setLoaded(true));
  }, []);
  if (purify) return { html: cleanNoticeHtml(purify, html) };
  const inert = new DOMParser().parseFromString(html, 'text/html');
  for (const code of inert.querySelectorAll('script, style')) code.remove();
  return { text: inert.body.textContent ?? '' };
}
