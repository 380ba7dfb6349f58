import {
  endsToken,
  isDict,
  isWhiteSpace,
  nameOf,
  readObject,
  skipSpace,
  type PdfDict,
  type PdfValue,
  WS,
} from './pdfSyntax.js';
import { Refused } from './pdfRefused.js';

/**
 * Where a viewer finds streams in a text (the file, or a decoded object stream), where a stream's
 * data ends, and what it may hold: found as pdf.js finds them, wherever they stand.
 */

/** Bytes and their latin1 text: offsets are the same in both. */
export interface Source {
  bytes: Buffer;
  text: string;
  depth: number;
}

/** A stream keyword after a dictionary: its dictionary, where its data starts, and its object number when known. */
export interface StreamAt {
  source: Source;
  dict: PdfDict;
  dataStart: number;
  obj: { num: number; gen: number } | null;
}

const OBJ_BEFORE = new RegExp(`(\\d+)${WS}+(\\d+)${WS}+obj(?:${WS}|%[^\\r\\n]*)*$`);
const STREAM = /stream/g;
const END_STREAM = /end(?:stream|(?:steam|strea)[\0\t\n\f\r ])/g;

/** The position right after the >> that closes a dictionary before `at` (white space and comments between), or -1. */
function dictEndBefore(text: string, at: number): number {
  const back = (from: number) => {
    let i = from;
    while (i > 0 && isWhiteSpace(text.charCodeAt(i - 1))) i--;
    return i >= 2 && text[i - 1] === '>' && text[i - 2] === '>' ? i : -1;
  };
  const direct = back(at);
  if (direct >= 0) return direct;
  // A comment between: "%" starts one on its line unless it is inside a string, so each is tried.
  let i = at;
  for (let lines = 0; lines < 8; lines++) {
    while (i > 0 && isWhiteSpace(text.charCodeAt(i - 1))) i--;
    const lineStart = Math.max(text.lastIndexOf('\n', i - 1), text.lastIndexOf('\r', i - 1)) + 1;
    const line = text.slice(lineStart, i);
    const percent = line.indexOf('%');
    if (percent < 0) return -1;
    for (let p = percent; p >= 0; p = line.indexOf('%', p + 1)) {
      const found = back(lineStart + p);
      if (found >= 0) return found;
    }
    i = lineStart + percent;
  }
  return -1;
}

/** The dictionary that ends at `end`, read forward from its object header or from a << before it. */
function dictEndingAt(text: string, end: number): { dict: PdfDict; start: number } | null {
  const obj = text.lastIndexOf('obj', end);
  if (obj >= 0 && end - obj < 1 << 20) {
    const read = readObject(text, obj + 3);
    if (read && isDict(read.value) && read.end === end) return { dict: read.value, start: skipSpace(text, obj + 3) };
  }
  let from = end - 2;
  for (let tries = 0; tries < 64 && from > 0; tries++) {
    from = text.lastIndexOf('<<', from - 1);
    if (from < 0 || end - from > 1 << 16) break;
    const read = readObject(text, from);
    if (read && isDict(read.value) && read.end === end) return { dict: read.value, start: from };
  }
  return null;
}

/** Every stream keyword of a text that follows a dictionary, wherever it stands (even inside another stream's data). */
export function streamsIn(source: Source, tick: () => void): StreamAt[] {
  const { text } = source;
  const found: StreamAt[] = [];
  STREAM.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = STREAM.exec(text)) !== null) {
    const at = match.index;
    if (!endsToken(text.charCodeAt(at - 1)) || !endsToken(text.charCodeAt(at + 6))) continue;
    const dictEnd = dictEndBefore(text, at);
    if (dictEnd < 0) continue;
    tick();
    const dict = dictEndingAt(text, dictEnd);
    if (!dict) throw new Refused({ kind: 'unreadable', why: 'stream dictionary' });
    // As pdf.js: the data starts after the end of the line that holds the keyword.
    let dataStart = at + 6;
    while (dataStart < text.length) {
      const c = text.charCodeAt(dataStart++);
      if (c === 0x0a) break;
      if (c === 0x0d) {
        if (text.charCodeAt(dataStart) === 0x0a) dataStart++;
        break;
      }
    }
    const header = OBJ_BEFORE.exec(text.slice(Math.max(0, dict.start - 256), dict.start));
    const obj = header ? { num: Number(header[1]), gen: Number(header[2]) } : null;
    found.push({ source, dict: dict.dict, dataStart, obj });
  }
  return found;
}

/** Whether the token at `at` (after white space and comments) is endstream: a /Length pdf.js accepts. */
function endsAt(text: string, at: number) {
  const i = skipSpace(text, at);
  return text.startsWith('endstream', i) && endsToken(text.charCodeAt(i + 9));
}

/** The data's possible ends: by each /Length the file gives, else at the first endstream (as pdf.js). */
export function dataEnds(stream: StreamAt, lengths: PdfValue[]): number[] {
  const { text } = stream.source;
  const byLength = lengths
    .map((l) => stream.dataStart + (typeof l === 'number' && Number.isInteger(l) && l >= 0 ? l : 0))
    .filter((end) => end <= text.length && endsAt(text, end));
  if (byLength.length) return [...new Set(byLength)];
  END_STREAM.lastIndex = stream.dataStart;
  const found = END_STREAM.exec(text);
  return [found ? found.index : text.length];
}

const has = (d: PdfDict, key: string) => d.has(key);
/** pdf.js reads objects from any stream whose dictionary gives /First and /N; the type is not checked. */
export const mayHoldObjects = (d: PdfDict) => nameOf(d.get('Type')) === 'ObjStm' || (has(d, 'First') && has(d, 'N'));
/** A picture: its data decodes to pixels only. */
export const isPicture = (d: PdfDict) =>
  !mayHoldObjects(d) && (nameOf(d.get('Subtype')) === 'Image' || (has(d, 'Width') && has(d, 'Height')));
/**
 * Binary data that is read whole but not searched for names (a font program, a cross-reference
 * stream, a sampled function or shading, 3D data, a colour profile): objects never live there, and
 * random bytes spell "/JS" or "/AA" about once in every seven megabytes.
 */
export const isBinary = (d: PdfDict, decoded: Buffer) =>
  !mayHoldObjects(d) &&
  (nameOf(d.get('Type')) === 'XRef' ||
    ['Length1', 'Length2', 'Length3', 'FunctionType', 'ShadingType'].some((k) => has(d, k)) ||
    ['Type1C', 'CIDFontType0C', 'OpenType', 'U3D', 'PRC'].includes(nameOf(d.get('Subtype')) ?? '') ||
    decoded.toString('latin1', 36, 40) === 'acsp');
