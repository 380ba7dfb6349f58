import { constants, inflateRawSync } from 'node:zlib';
import { PdfName, isDict, type PdfDict, type PdfValue } from './pdfSyntax.js';

/**
 * The stream filters a viewer decodes to text (ISO 32000-1 §7.4), decoded the way pdf.js decodes
 * them, so that the upload check reads what a viewer would read. The image-only filters (DCT, JPX,
 * CCITT fax, JBIG2) are not here: they make pictures, never objects.
 */

/** The stream cannot be read whole: a filter not decoded here, bad data, a predictor not known. */
export class Unreadable extends Error {
  override name = 'Unreadable';
}
/** Decoding would pass the bytes the check allows itself: the file is refused, not passed. */
export class OverBudget extends Error {
  override name = 'OverBudget';
}

/** Abbreviations are what inline images use; pdf.js takes them in any stream, so do we. */
const CANONICAL: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  A85: 'ASCII85Decode',
  AHx: 'ASCIIHexDecode',
  RL: 'RunLengthDecode',
  DCT: 'DCTDecode',
  JPX: 'JPXDecode',
  CCF: 'CCITTFaxDecode',
};
export const canonicalFilter = (name: string) => CANONICAL[name] ?? name;

/** Filters that decode to pixels only; a stream under them is a picture. */
export const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

const num = (d: PdfDict | null, key: string, fallback: number) => {
  const v = d?.get(key);
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
};

/** A growing output that refuses to pass `limit` bytes. */
class Output {
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
function flate(data: Buffer, limit: number): Buffer {
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
function asciiHex(data: Buffer, limit: number): Buffer {
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
function ascii85(data: Buffer, limit: number): Buffer {
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
function lzw(data: Buffer, limit: number, earlyChange: number): Buffer {
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
function runLength(data: Buffer, limit: number): Buffer {
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

/** The PNG (10–15, a type byte per row) and TIFF (2) predictors that /DecodeParms may put on Flate and LZW. */
function unpredict(data: Buffer, params: PdfDict | null, limit: number): Buffer {
  const predictor = num(params, 'Predictor', 1);
  if (predictor <= 1) return data;
  if (predictor !== 2 && (predictor < 10 || predictor > 15)) throw new Unreadable(`predictor ${predictor}`);
  const colors = num(params, 'Colors', 1);
  const bpc = num(params, 'BitsPerComponent', num(params, 'BPC', 8));
  const columns = num(params, 'Columns', 1);
  const pixBytes = (colors * bpc + 7) >> 3;
  const rowBytes = (columns * colors * bpc + 7) >> 3;
  if (![1, 2, 4, 8, 16].includes(bpc) || colors < 1 || colors > 32 || columns < 1 || rowBytes > 1 << 22)
    throw new Unreadable('predictor parameters');
  if (predictor === 2) {
    // TIFF differences make sense on pictures' samples; on 8-bit samples they are undone here, any
    // other width on a stream that holds text is a stream we do not read.
    if (bpc !== 8) throw new Unreadable('tiff predictor');
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowBytes)
      for (let k = row + colors; k < Math.min(row + rowBytes, out.length); k++)
        out[k] = (out[k]! + out[k - colors]!) & 0xff;
    return out;
  }
  const out = new Output(limit, data.length);
  let prev = new Uint8Array(rowBytes);
  for (let at = 0; at < data.length; at += rowBytes + 1) {
    const type = data[at]!;
    const raw = data.subarray(at + 1, at + 1 + rowBytes);
    if (raw.length === 0) break;
    const row = new Uint8Array(rowBytes);
    for (let k = 0; k < raw.length; k++) {
      const left = k >= pixBytes ? row[k - pixBytes]! : 0;
      const up = prev[k]!;
      const upLeft = k >= pixBytes ? prev[k - pixBytes]! : 0;
      let v: number;
      if (type === 0) v = raw[k]!;
      else if (type === 1) v = raw[k]! + left;
      else if (type === 2) v = raw[k]! + up;
      else if (type === 3) v = raw[k]! + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v = raw[k]! + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else throw new Unreadable(`png row type ${type}`);
      row[k] = v & 0xff;
    }
    out.pushAll(row.subarray(0, raw.length));
    prev = row;
  }
  return out.result();
}

const TEXT_FILTERS = new Set([
  'FlateDecode',
  'LZWDecode',
  'ASCIIHexDecode',
  'ASCII85Decode',
  'RunLengthDecode',
  'Crypt',
]);

/** The filter's parameters: a dictionary, or none. */
const paramsOf = (v: PdfValue | undefined): PdfDict | null => (isDict(v) ? v : null);

/** One text filter applied, or Unreadable for a filter this file does not decode. */
export function decodeFilter(name: string, data: Buffer, params: PdfValue | undefined, limit: number): Buffer {
  const p = paramsOf(params);
  // An empty stream is empty under any filter (pdf.js reads it so, and producers write them).
  if (data.length === 0 && TEXT_FILTERS.has(canonicalFilter(name))) return data;
  switch (canonicalFilter(name)) {
    case 'FlateDecode':
      return unpredict(flate(data, limit), p, limit);
    case 'LZWDecode':
      return unpredict(lzw(data, limit, num(p, 'EarlyChange', 1)), p, limit);
    case 'ASCIIHexDecode':
      return asciiHex(data, limit);
    case 'ASCII85Decode':
      return ascii85(data, limit);
    case 'RunLengthDecode':
      return runLength(data, limit);
    case 'Crypt':
      // Decryption is done before the filters (pdfDecrypt.ts); pdf.js reads the bytes as they are.
      return data;
    default:
      throw new Unreadable(`filter ${name}`);
  }
}

/** The filters a stream declares and their parameters, in order (pdf.js takes /F and /DP as well). */
export function filterChain(dict: PdfDict): { names: PdfValue[]; params: PdfValue[] } | null {
  const filter = dict.has('F') ? dict.get('F') : dict.get('Filter');
  const params = dict.has('DP') ? dict.get('DP') : dict.get('DecodeParms');
  if (filter === undefined || filter === null) return { names: [], params: [] };
  if (filter instanceof PdfName) return { names: [filter], params: [Array.isArray(params) ? null : (params ?? null)] };
  if (Array.isArray(filter)) {
    const list = Array.isArray(params) ? params : [];
    return { names: filter, params: filter.map((_f, i) => list[i] ?? null) };
  }
  return null;
}
