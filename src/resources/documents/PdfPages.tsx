import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A PDF drawn page by page on canvases with pdf.js, for the screens whose browser shows no PDF in
 * a frame (phones). The library and its worker load only when a PDF is shown here; the bytes are
 * handed over directly, so no blob URL has to be fetched (the policy allows the API alone).
 */
export function PdfPages({ blob, title }: { blob: Blob; title: string }) {
  const translate = useTranslate();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    // A new document (signed meanwhile) is not drawn until its pages are: the mark of the last one goes.
    if (host.current) delete host.current.dataset.rendered;
    const draw = async () => {
      const [pdfjs, worker] = await Promise.all([
        import('pdfjs-dist'),
        import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const task = pdfjs.getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false });
      destroy = () => task.destroy();
      const doc = await task.promise;
      const box = host.current;
      if (!box || cancelled) return;
      box.replaceChildren();
      const pixels = window.devicePixelRatio || 1;
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: (box.clientWidth / page.getViewport({ scale: 1 }).width) * pixels });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = '100%';
        canvas.style.display = 'block';
        canvas.style.marginBottom = '8px';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', translate('berth.documents.page', { title, page: n, pages: doc.numPages }));
        box.appendChild(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) box.dataset.rendered = String(doc.numPages);
    };
    draw().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [blob, title, translate]);
  return failed ? (
    <Typography color="text.secondary">{translate('berth.documents.openPdf')}</Typography>
  ) : (
    <Box ref={host} data-testid="pdf-pages" sx={{ width: '100%' }} />
  );
}
