import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PdfRefusal } from './pdfSafety.js';

/**
 * A second opinion on an uploaded PDF from pdf.js, the reader the portal itself shows PDFs with:
 * the document loaded as a viewer loads it (its cross-references, its encryption, its repairs of a
 * broken file) and asked what would run. The byte check (pdfSafety.ts) refuses every active name it
 * can find; this catches a file whose objects a viewer finds where the byte check did not look.
 * Nothing is drawn: no fonts, no images, no eval.
 */

type PdfJs = typeof PdfJsModule;
let loading: Promise<PdfJs> | undefined;

const active = (why: string): PdfRefusal => ({ kind: 'active', why });
const unreadable = (when: string, err: unknown): PdfRefusal => ({
  kind: 'unreadable',
  why: `pdf.js ${when} (${err instanceof Error ? err.message : String(err)})`,
});
const some = (v: unknown) => v !== null && v !== undefined && (typeof v !== 'object' || Object.keys(v).length > 0);

/** What pdf.js finds that would run or carry a file, or that it could not read once the file opened; else null. */
export async function pdfjsRefusal(content: Uint8Array): Promise<PdfRefusal | null> {
  const pdfjs = await (loading ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
  const task = pdfjs.getDocument({
    // pdf.js takes the buffer over: it gets a copy.
    data: new Uint8Array(content),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    disableAutoFetch: true,
    disableStream: true,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy();
    const name = err instanceof Error ? err.name : '';
    if (name === 'PasswordException') return { kind: 'unreadable', why: 'encryption (password)' };
    // No document pdf.js can find (no catalog, no page tree, even after its repairs): a viewer shows
    // nothing and runs nothing, and the byte check has read the file whole.
    if (name === 'InvalidPDFException') return null;
    // Anything else (an encryption it does not know, a reader that broke) is a file it could not
    // read: refused, as the byte check refuses what it cannot read.
    return unreadable('load', err);
  }
  try {
    // Not hasJSActions(): it counts a field without an `actions` entry (a signature field: every
    // digitally signed certificate has one) as a field with actions.
    if (some(await doc.getJSActions())) return active('JavaScript');
    const fields = (await doc.getFieldObjects()) as Record<string, { actions?: unknown }[]> | null;
    if (Object.values(fields ?? {}).some((widgets) => widgets.some((w) => some(w.actions))))
      return active('JavaScript');
    // pdf.js answers { dest } for an action that shows a page, { action } for a named one (Print…).
    const open = (await doc.getOpenAction()) as { action?: unknown } | null;
    if (open?.action) return active('OpenAction');
    if (some(await doc.getAttachments())) return active('EmbeddedFiles');
    const { info } = await doc.getMetadata();
    if (some(info) && (info as { IsXFAPresent?: boolean }).IsXFAPresent) return active('XFA');
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      if (some(await page.getJSActions())) return active('AA');
      for (const a of (await page.getAnnotations()) as {
        actions?: unknown;
        attachment?: unknown;
        annotationType?: number;
      }[]) {
        if (some(a.actions)) return active('JavaScript');
        if (some(a.attachment) || a.annotationType === pdfjs.AnnotationType.FILEATTACHMENT)
          return active('FileAttachment');
      }
      page.cleanup();
    }
    return null;
  } catch (err) {
    // The document opened, so a viewer shows what it can of it: a page or an object that breaks
    // the reader here may be passed over by the viewer, which then runs what comes after it
    // (a later page's script). Not asked whole, not passed.
    return unreadable('reading', err);
  } finally {
    await doc.destroy();
  }
}
