import { constants, inflateRawSync } from 'node:zlib';
import { OverBudget, Unreadable } from './pdfRefused.js';

/**
 * The text filters' decoders (ISO 32000-1 §7.4.2–7.4.6), each as pdf.js decodes it, none writing
 * more than its `limit` bytes.
 */

/** A growing output that refuses to pass `limit` bytes. */
export class Output {
  private buf: Buffer;
  length = 0;
  constructor(
    private readonly limit: number,
    sizeHint: number,
  ) {
    this.buf = Buffer.alloc(Math.max(256, Math.min(sizeHint, limit)));
  }
  private room(n: number) {
    if (this.length + n > this.limit) throw new OverBudget();
    if (this.length + n <= this.buf.length) return;
    const next = Buffer.alloc(Math.min(this.limit, Math.max(this.buf.length * 2, this.length + n)));
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }
  push(byte: number) {
    this.room(1);
    this.buf[this.length++] = byte;
  }
  pushAll(bytes: Uint8Array) {
    this.room(bytes.length);
    this.buf.set(bytes, this.length);
    this.length += bytes.length;
  }
  fill(byte: number, n: number) {
    this.room(n);
    this.buf.fill(byte, this.length, this.length + n);
    this.length += n;
  }
  result() {
    return this.buf.subarray(0, this.length);
  }
}

/**
 * Flate as pdf.js reads it: the zlib header checked, the checksum not, a stream cut short read as
 * far as it goes. Bad data anywhere is unreadable (pdf.js would still use the objects before it).
 */
export function flate(data: Buffer, limit: number): Buffer {
  const cmf = data[0];
  const flg = data[1];
  if (cmf === undefined || flg === undefined || (cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20)
    throw new Unreadable('flate header');
  try {
    // Output grows by chunks: small ones for the many small streams of a page (zlib's per-call cost
    // dominates there), large ones for a big stream. Flate expands at most about 1,032 times.
    const chunkSize = Math.min(256 * 1024, Math.max(256, data.length * 8));
    return inflateRawSync(data.subarray(2), { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH, chunkSize });
  } catch (err) {
    if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new OverBudget();
    throw new Unreadable('flate data');
  }
}

/** ASCIIHex as pdf.js reads it: non-digits skipped, > ends it, an odd last digit padded with 0. */
export function asciiHex(data: Buffer, limit: number): Buffer {
  const out = new Output(limit, data.length >> 1);
  let first = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const d =
      c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (d < 0) continue;
    if (first < 0) first = d;
    else {
      out.push((first << 4) | d);
      first = -1;
    }
  }
  if (first >= 0) out.push(first << 4);
  return out.result();
}

const isSpace = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;

/** ASCII85 as pdf.js reads it: white space skipped, z for four zeros, ~ or the end closes it. */
export function ascii85(data: Buffer, limit: number): Buffer {
  const out = new Output(limit, data.length);
  const group: number[] = [];
  let i = 0;
  const next = () => {
    while (i < data.length && isSpace(data[i]!)) i++;
    return i < data.length ? data[i++]! : -1;
  };
  for (;;) {
    const c = next();
    if (c < 0 || c === 0x7e) break;
    if (c === 0x7a && group.length === 0) {
      out.fill(0, 4);
      continue;
    }
    group.push(c);
    let ended = false;
    while (group.length < 5) {
      const d = next();
      if (d < 0 || d === 0x7e) {
        ended = true;
        break;
      }
      group.push(d);
    }
    const have = group.length;
    while (group.length < 5) group.push(0x75);
    let t = 0;
    for (const g of group) t = t * 85 + (g - 0x21);
    const bytes = [(t >>> 24) & 0xff, (t >>> 16) & 0xff, (t >>> 8) & 0xff, t & 0xff];
    for (const b of bytes.slice(0, have - 1)) out.push(b);
    group.length = 0;
    if (ended) break;
  }
  return out.result();
}

/** LZW (the TIFF and PDF flavour): 9 to 12 bit codes, 256 clears, 257 ends, EarlyChange as given. */
export function lzw(data: Buffer, limit: number, earlyChange: number): Buffer {
  const out = new Output(limit, data.length * 3);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  for (let k = 0; k < 256; k++) {
    suffix[k] = k;
    lengths[k] = 1;
  }
  const sequence = new Uint8Array(4096);
  let seqLength = 0;
  let codeLength = 9;
  let nextCode = 258;
  let prev = -1;
  let bits = 0;
  let cache = 0;
  let at = 0;
  for (;;) {
    while (bits < codeLength && at < data.length) {
      cache = ((cache << 8) | data[at++]!) >>> 0;
      bits += 8;
    }
    if (bits < codeLength) break;
    bits -= codeLength;
    const code = (cache >>> bits) & ((1 << codeLength) - 1);
    cache &= (1 << bits) - 1;
    if (code === 256) {
      codeLength = 9;
      nextCode = 258;
      seqLength = 0;
      prev = -1;
      continue;
    }
    if (code === 257) break;
    const hadPrev = seqLength > 0;
    if (code < 256) {
      sequence[0] = code;
      seqLength = 1;
    } else if (code < nextCode) {
      seqLength = lengths[code]!;
      for (let j = seqLength - 1, q = code; j >= 0; j--) {
        sequence[j] = suffix[q]!;
        q = prefix[q]!;
      }
    } else {
      // The code being defined: the previous sequence and its own first byte.
      sequence[seqLength++] = sequence[0]!;
    }
    if (hadPrev && nextCode < 4096 && prev >= 0) {
      prefix[nextCode] = prev;
      lengths[nextCode] = lengths[prev]! + 1;
      suffix[nextCode] = sequence[0]!;
      nextCode++;
      const n = nextCode + earlyChange;
      codeLength = n & (n - 1) ? codeLength : Math.min((Math.log(n) / Math.LN2 + 1) | 0, 12);
    }
    prev = code;
    out.pushAll(sequence.subarray(0, seqLength));
  }
  return out.result();
}

/** RunLength: a length byte, then that many bytes plus one, or one byte repeated 257 − length times. */
export function runLength(data: Buffer, limit: number): Buffer {
  const out = new Output(limit, data.length * 2);
  let i = 0;
  while (i + 1 < data.length) {
    const n = data[i]!;
    if (n === 128) break;
    if (n < 128) {
      out.pushAll(data.subarray(i + 1, i + 2 + n));
      i += n + 2;
    } else {
      out.fill(data[i + 1]!, 257 - n);
      i += 2;
    }
  }
  return out.result();
}
