import type { PdfRefusal } from './pdfSafety.js';
import { lazyWorkerPool } from './workerPool.js';

/**
 * The uploaded PDFs' worker thread: reading a hostile file whole may take seconds of CPU and
 * hundreds of megabytes, which on the event loop would freeze every request of the process, and a
 * reader that fails in a way we did not foresee fails in the thread, not in the server. One thread
 * per process (uploads are rare), started on first use and ended when idle (workerPool.ts).
 */
export interface PdfCheckPool {
  /** Why the PDF is refused, or null when it may be stored; a 503 when too many wait for the thread. */
  check(bytes: Buffer): Promise<PdfRefusal | null>;
  close(): Promise<void>;
}

/** However it is built, no PDF holds the thread longer than this (time queued counts too); past it, it is refused. */
const PDF_CHECK_TIMEOUT_MS = 30_000;

/**
 * Uploads that may wait for the thread: each holds its bytes (up to 10 MB) and its request. More are
 * answered 503 with Retry-After at once; four cover the rare uploads of a terminal's day.
 */
export const PDF_CHECK_QUEUE = 4;

export function createPdfCheckPool(): PdfCheckPool {
  const pool = lazyWorkerPool(import.meta.url, 'pdfCheck.worker', {
    maxQueue: PDF_CHECK_QUEUE,
    // A file that would take more is refused (the thread ends), not the process.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  return {
    async check(bytes) {
      try {
        return await pool.run<PdfRefusal | null>(bytes, { signal: AbortSignal.timeout(PDF_CHECK_TIMEOUT_MS) });
      } catch (err) {
        // Cut off, or the thread ran out of memory: a file this check cannot read is not stored.
        if (err instanceof Error && (err.name === 'AbortError' || /memory/i.test(err.message)))
          return { kind: 'unreadable', why: err.name === 'AbortError' ? 'time' : 'memory' };
        throw err;
      }
    },
    close: () => pool.close(),
  };
}
