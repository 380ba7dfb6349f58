import { Piscina } from 'piscina';
import { msg, type PlainKey } from '../../contract/messages/index.js';
import { badRequest, type AppError } from './errors.js';
import type { DecodedPng, PictureType, Refusal } from './pictures.js';
import type { PictureTask, PictureVerdict } from './pictures.worker.js';

/**
 * The pictures' worker thread: decoding a photo in pure JavaScript takes seconds of CPU, which on
 * the event loop would freeze every request and live stream of the process, and a decoder that
 * fails in a way we did not foresee fails in the thread, not in the server. One thread per process
 * (uploads and signatures are rare, and one picture at a time bounds the memory decoding takes),
 * started on first use and ended when idle.
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
 * progressive scans decodes its whole frame once per scan. Time queued counts too.
 */
export const PICTURE_TIMEOUT_MS = 30_000;

/** The worker's file beside this one: the compiled .js in production (the bundle emits it next to main.js), the .ts source under tsx and vitest. */
function workerFile() {
  const source = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(`./pictures.worker.${source ? 'ts' : 'js'}`, import.meta.url).href,
    execArgv: source ? ['--import', 'tsx'] : [],
  };
}

export function createPicturePool(): PicturePool {
  let pool: Piscina | undefined;
  const run = async (task: PictureTask): Promise<PictureVerdict> => {
    pool ??= new Piscina({ ...workerFile(), minThreads: 0, maxThreads: 1, idleTimeout: 60_000 });
    try {
      return (await pool.run(task, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) })) as PictureVerdict;
    } catch (err) {
      // Cut off: the thread is ended and the picture refused as one that does not decode.
      if (err instanceof Error && err.name === 'AbortError') return { ok: false, refusal: { why: 'malformed' } };
      throw err;
    }
  };
  return {
    async file(bytes, type) {
      const verdict = await run({ bytes, type, use: 'file' });
      return verdict.ok ? { ok: true, value: { bytes: Buffer.from(verdict.bytes), type: verdict.type } } : verdict;
    },
    async drawn(bytes, type) {
      const verdict = await run({ bytes, type, use: 'drawn' });
      return verdict.ok ? { ok: true, value: Buffer.from(verdict.bytes) as DecodedPng } : verdict;
    },
    async close() {
      const p = pool;
      pool = undefined;
      await p?.destroy();
    },
  };
}

/** A refused picture as the 400 the caller reads: too many pixels, or `malformed` (the caller's key for a picture that does not decode). */
export function pictureRefusal(refusal: Refusal, malformed: PlainKey, field: string): AppError {
  if (refusal.why === 'tooLarge')
    return badRequest(msg('records.pictureTooLarge', { max: Math.round(refusal.maxPixels / 1_000_000) }), field);
  return badRequest(malformed, field);
}
