import { pdfjsRefusal } from './pdfjsOpinion.js';
import { pdfRefusal, type PdfRefusal } from './pdfSafety.js';

/**
 * Runs in a worker thread (pdfCheck.pool.ts): the byte check, then, for a file it passes, pdf.js's
 * opinion. The first refusal stands.
 */
export default async function check(bytes: Uint8Array): Promise<PdfRefusal | null> {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return pdfRefusal(content) ?? (await pdfjsRefusal(content));
}
