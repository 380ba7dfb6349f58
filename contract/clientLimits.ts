/**
 * Spec §8 "Asset chunk load failures raise an error after 120 seconds", §9 "Chunk load timeout
 * 120 s": a part of the browser app that has not arrived by then is an error the app shows, not a
 * wait for ever.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
