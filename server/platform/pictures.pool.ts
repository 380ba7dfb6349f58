import { msg, type PlainKey } from '../../contract/messages/index.js';
import { badRequest, type AppError } from './errors.js';
import type { DecodedPng, PictureType, Refusal } from './pictures.js';
import type { PictureTask, PictureVerdict } from './pictures.worker.js';
import { lazyWorkerPool, workerBusy, type LazyWorkerPool } from './workerPool.js';

/**
 * The pictures' worker threads: decoding a photo in pure JavaScript takes seconds of CPU, which on
 * the event loop would freeze every request and live stream of the process, and a decoder that
 * fails in a way we did not foresee fails in the thread, not in the server. Two threads, each
 * started on first use and ended when idle (workerPool.ts): one for pictures drawn into PDFs
 * (signatures, the stamp), one for uploaded files, so that a queue of big photos never keeps a
 * signature waiting. One picture at a time in each bounds the memory decoding takes.
 */
export type Verdict<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export interface PicturePool {
  /** A file stored and served back (SDS, ullage report, vetting document). */
  file(bytes: Buffer, type: PictureType): Promise<Verdict<{ bytes: Buffer; type: PictureType }>>;
  /** A picture drawn into PDFs (a signature, the stamp): always a PNG written from its decoded pixels. */
  drawn(bytes: Buffer, type: PictureType): Promise<Verdict<DecodedPng>>;
  close(): Promise<void>;
}

/**
 * However it is built, no picture holds the thread longer than this: a JPEG of thousands of tiny
 * progressive scans decodes its whole frame once per scan. Time queued counts too, so past it the
 * answer is 503 (try again), never a verdict on the picture: a signature is not left out of a
 * document because the thread was busy.
 */
const PICTURE_TIMEOUT_MS = 30_000;

/**
 * Pictures that may wait for each thread; past them, 503 with Retry-After at once. An upload
 * waiting holds its bytes (up to 10 MB) and its request; a drawn picture is a few kilobytes.
 */
const PICTURE_QUEUE = { drawn: 16, file: 4 } as const;

/** Tests make the threads impatient or their queues short; the server uses the defaults. */
interface PicturePoolOptions {
  timeoutMs?: number;
  maxQueue?: { drawn: number; file: number };
}

/** The thread was cut off (the time above) or ended (its memory limit): nothing is known of the picture. */
const threadFailed = (err: unknown) =>
  err instanceof Error &&
  (err.name === 'AbortError' ||
    /memory|terminated/i.test(err.message) ||
    (err as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY');

export function createPicturePool(options: PicturePoolOptions = {}): PicturePool {
  const timeoutMs = options.timeoutMs ?? PICTURE_TIMEOUT_MS;
  const maxQueue = options.maxQueue ?? PICTURE_QUEUE;
  // jpeg-js counts up to 400 MB of its own allocations (pictures.ts); beyond the heap, the thread ends.
  const resourceLimits = { maxOldGenerationSizeMb: 1024 };
  const pools = {
    drawn: lazyWorkerPool(import.meta.url, 'pictures.worker', { maxQueue: maxQueue.drawn, resourceLimits }),
    file: lazyWorkerPool(import.meta.url, 'pictures.worker', { maxQueue: maxQueue.file, resourceLimits }),
  };
  const run = async (pool: LazyWorkerPool, task: PictureTask): Promise<PictureVerdict> => {
    try {
      return await pool.run<PictureVerdict>(task, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      if (threadFailed(err)) throw Object.assign(workerBusy(), { cause: err });
      throw err;
    }
  };
  return {
    async file(bytes, type) {
      const verdict = await run(pools.file, { bytes, type, use: 'file' });
      return verdict.ok ? { ok: true, value: { bytes: Buffer.from(verdict.bytes), type: verdict.type } } : verdict;
    },
    async drawn(bytes, type) {
      const verdict = await run(pools.drawn, { bytes, type, use: 'drawn' });
      return verdict.ok ? { ok: true, value: Buffer.from(verdict.bytes) as DecodedPng } : verdict;
    },
    async close() {
      await Promise.all([pools.drawn.close(), pools.file.close()]);
    },
  };
}

/** A refused picture as the 400 the caller reads: too many pixels, or `malformed` (the caller's key for a picture that does not decode). */
export function pictureRefusal(refusal: Refusal, malformed: PlainKey, field: string): AppError {
  if (refusal.why === 'tooLarge')
    return badRequest(msg('records.pictureTooLarge', { max: Math.round(refusal.maxPixels / 1_000_000) }), field);
  return badRequest(malformed, field);
}
