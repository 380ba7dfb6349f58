import { ascii85, asciiHex, flate, lzw, runLength } from './pdfDecoders.js';
import { num, unpredict } from './pdfPredictors.js';
import { Unreadable } from './pdfRefused.js';
import { PdfName, isDict, type PdfDict, type PdfValue } from './pdfSyntax.js';

/**
 * The stream filters a viewer decodes to text (ISO 32000-1 §7.4), decoded the way pdf.js decodes
 * them, so that the upload check reads what a viewer would read. The image-only filters (DCT, JPX,
 * CCITT fax, JBIG2) are not here: they make pictures, never objects.
 */

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
