import { acceptPicture, PictureRefused, type PictureType, type PictureUse, type Refusal } from './pictures.js';

export interface PictureTask {
  bytes: Uint8Array;
  type: PictureType;
  use: PictureUse;
}

export type PictureVerdict = { ok: true; bytes: Uint8Array; type: PictureType } | { ok: false; refusal: Refusal };

/** Runs in a worker thread (pictures.pool.ts): the picture decoded whole and kept as its use needs. */
export default function accept(task: PictureTask): PictureVerdict {
  try {
    const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
    const accepted = acceptPicture(bytes, task.type, task.use);
    return { ok: true, bytes: accepted.bytes, type: accepted.type };
  } catch (err) {
    if (err instanceof PictureRefused) return { ok: false, refusal: err.refusal };
    throw err;
  }
}
