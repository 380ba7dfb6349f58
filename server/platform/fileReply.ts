import type { FastifyReply } from 'fastify';
import { safeFileName } from './uploads.js';

/**
 * Every stored file goes back through here (SDS files, ullage reports, vetting documents, the
 * stamp, document PDFs and previews): as a download, never shown as a page of the portal's origin,
 * whatever the upload checks let through. `attachment` keeps a browser from rendering it in place,
 * `sandbox` (with nothing allowed) keeps a document opened anyway from running script or reaching
 * the portal's storage as the portal, and nosniff keeps a PDF or picture from being read as HTML.
 * The browser app fetches files with its bearer token and shows them from blob URLs, which none of
 * this touches.
 */
const FILE_CSP = "default-src 'none'; sandbox";

/** RFC 5987 attr-char: what encodeURIComponent leaves alone less ' ( ) *. */
const attrEncode = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * RFC 6266 Content-Disposition: attachment, an ASCII filename for old clients (accents dropped,
 * quotes, backslashes, percent signs and anything else outside printable ASCII replaced) and the
 * name itself as filename* (UTF-8, RFC 8187).
 */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName) || 'file';
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${attrEncode(name)}`;
}

export function sendFile(reply: FastifyReply, file: { fileName: string; mimeType: string; content: Buffer }) {
  return reply
    .type(file.mimeType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('content-security-policy', FILE_CSP)
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}
