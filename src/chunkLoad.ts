import { CHUNK_LOAD_TIMEOUT_MS } from '../contract/clientLimits';

/** A part of the app's code that did not arrive: too slow (spec §8: 120 s), a dropped line, a new deploy. */
class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/**
 * Loads a chunk (a dynamic `import()`), failing with a ChunkLoadError when it has not arrived within
 * the spec's 120 s or when its download fails. The browser itself never gives up on a stalled
 * script, so without this the screen would wait for ever.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`A part of the app did not load within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('A part of the app failed to load', { cause }));
      },
    );
  });
}
