import { Piscina } from 'piscina';
import type { PdfRefusal } from './pdfSafety.js';

/**
 * The uploaded PDFs' worker thread: reading a hostile file whole may take seconds of CPU and
 * hundreds of megabytes, which on the event loop would freeze every request of the process, and a
 * reader that fails in a way we did not foresee fails in the thread, not in the server. One thread
 * per process (uploads are rare), started on first use and ended when idle.
 */
export interface PdfCheckPool {
  /** Why the PDF is refused, or null when it may be stored. */
  check(bytes: Buffer): Promise<PdfRefusal | null>;
  close(): Promise<void>;
}

/** However it is built, no PDF holds the thread longer than this (time queued counts too); past it, it is refused. */
export const PDF_CHECK_TIMEOUT_MS = 30_000;

/** The worker's file beside this one: the compiled .js in production (the bundle emits it next to main.js), the .ts source under tsx and vitest. */
function workerFile() {
  const source = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(`./pdfCheck.worker.${source ? 'ts' : 'js'}`, import.meta.url).href,
    execArgv: source ? ['--import', 'tsx'] : [],
  };
}

export function createPdfCheckPool(): PdfCheckPool {
  let pool: Piscina | undefined;
  return {
    async check(bytes) {
      pool ??= new Piscina({
        ...workerFile(),
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: 60_000,
        // A file that would take more is refused (the thread ends), not the process.
        resourceLimits: { maxOldGenerationSizeMb: 1024 },
      });
      try {
        return (await pool.run(bytes, { signal: AbortSignal.timeout(PDF_CHECK_TIMEOUT_MS) })) as PdfRefusal | null;
      } catch (err) {
        // Cut off, or the thread ran out of memory: a file this check cannot read is not stored.
        if (err instanceof Error && (err.name === 'AbortError' || /memory/i.test(err.message)))
          return { kind: 'unreadable', why: err.name === 'AbortError' ? 'time' : 'memory' };
        throw err;
      }
    },
    async close() {
      const p = pool;
      pool = undefined;
      await p?.destroy();
    },
  };
}
