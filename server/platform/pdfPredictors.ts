import { Output } from './pdfDecoders.js';
import { Unreadable } from './pdfRefused.js';
import type { PdfDict } from './pdfSyntax.js';

/** A number of a filter's parameters, or its default. */
export const num = (d: PdfDict | null, key: string, fallback: number) => {
  const v = d?.get(key);
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
};

/** The PNG (10–15, a type byte per row) and TIFF (2) predictors that /DecodeParms may put on Flate and LZW. */
export function unpredict(data: Buffer, params: PdfDict | null, limit: number): Buffer {
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
