/**
 * Just enough of PDF's object syntax (ISO 32000-1 §7.2–7.3) for the upload check (pdfSafety.ts) to
 * read a stream's dictionary, a trailer or an encryption dictionary. Read the way pdf.js reads it:
 * the check must see what a viewer sees.
 */

export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
export class PdfString {
  constructor(readonly bytes: Buffer) {}
}
/** A bare word that is not a value (obj, endobj, stream, R out of place…). */
export class PdfKeyword {
  constructor(readonly word: string) {}
}
export type PdfDict = Map<string, PdfValue>;
export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfKeyword | PdfValue[] | PdfDict;

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
/** The same white space as a regular expression's character class. */
export const WS = '[\\0\\t\\n\\f\\r ]';
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
/** Deeper nesting than this is no document's: it is refused rather than followed. */
const MAX_DEPTH = 64;

export const isWhiteSpace = (c: number) => WHITESPACE.has(c);
/** A byte that ends a name, number or keyword. */
export const endsToken = (c: number | undefined) => c === undefined || WHITESPACE.has(c) || DELIMITERS.has(c);

/** The position after any white space and comments from `at`. */
export function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (WHITESPACE.has(c)) i++;
    else if (c === 0x25) {
      while (i < text.length && text.charCodeAt(i) !== 0x0a && text.charCodeAt(i) !== 0x0d) i++;
    } else break;
  }
  return i;
}

const hexDigit = (c: number) =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;

/** A name's characters from `at` (after the slash), #xx escapes decoded, and where it ends. */
function readName(text: string, at: number): { name: string; end: number } {
  let name = '';
  let i = at;
  while (i < text.length && !endsToken(text.charCodeAt(i))) {
    const c = text.charCodeAt(i);
    const hi = c === 0x23 ? hexDigit(text.charCodeAt(i + 1)) : -1;
    const lo = hi >= 0 ? hexDigit(text.charCodeAt(i + 2)) : -1;
    if (lo >= 0) {
      name += String.fromCharCode(hi * 16 + lo);
      i += 3;
    } else {
      name += text[i];
      i++;
    }
  }
  return { name, end: i };
}

const ESCAPES: Record<string, number> = { n: 0x0a, r: 0x0d, t: 0x09, b: 0x08, f: 0x0c };

/** A literal string from `at` (after its opening parenthesis): balanced parentheses, escapes. */
function readLiteral(text: string, at: number): { value: PdfString; end: number } | null {
  const out: number[] = [];
  let depth = 1;
  let i = at;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) {
      const next = text[i + 1];
      if (next === undefined) return null;
      const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
      if (octal) {
        out.push(parseInt(octal[0], 8) & 0xff);
        i += 1 + octal[0].length;
        continue;
      }
      if (next === '\r') i += text[i + 2] === '\n' ? 3 : 2;
      else if (next === '\n') i += 2;
      else {
        out.push(ESCAPES[next] ?? next.charCodeAt(0));
        i += 2;
      }
      continue;
    }
    if (c === 0x28) depth++;
    if (c === 0x29 && --depth === 0) return { value: new PdfString(Buffer.from(out)), end: i + 1 };
    out.push(c);
    i++;
  }
  return null;
}

/** A hex string from `at` (after its <): digits to the >, white space ignored. */
function readHex(text: string, at: number): { value: PdfString; end: number } | null {
  const close = text.indexOf('>', at);
  if (close < 0) return null;
  const digits = text.slice(at, close).replace(/[\0\t\n\f\r ]/g, '');
  if (!/^[0-9a-fA-F]*$/.test(digits)) return null;
  return { value: new PdfString(Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex')), end: close + 1 };
}

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)/y;
const INTEGER = /\d+/y;

/** `N G R` after an integer ending at `at`: the reference and where it ends, or null. */
function readRefTail(text: string, num: number, at: number): { value: PdfRef; end: number } | null {
  let i = skipSpace(text, at);
  INTEGER.lastIndex = i;
  const gen = INTEGER.exec(text);
  if (!gen || !endsToken(text.charCodeAt(i + gen[0].length))) return null;
  i = skipSpace(text, i + gen[0].length);
  if (text[i] !== 'R' || !endsToken(text.charCodeAt(i + 1))) return null;
  return { value: new PdfRef(num, Number(gen[0])), end: i + 1 };
}

/**
 * The object that starts at `at` (after white space and comments) and where it ends, or null
 * when the text there is not a PDF object.
 */
export function readObject(text: string, at: number, depth = 0): { value: PdfValue; end: number } | null {
  if (depth > MAX_DEPTH) return null;
  const i = skipSpace(text, at);
  const c = text[i];
  if (c === undefined) return null;
  if (c === '/') {
    const { name, end } = readName(text, i + 1);
    return { value: new PdfName(name), end };
  }
  if (c === '<' && text[i + 1] === '<') return readDict(text, i + 2, depth);
  if (c === '<') return readHex(text, i + 1);
  if (c === '(') return readLiteral(text, i + 1);
  if (c === '[') {
    const items: PdfValue[] = [];
    let j = i + 1;
    for (;;) {
      j = skipSpace(text, j);
      if (j >= text.length) return null;
      if (text[j] === ']') return { value: items, end: j + 1 };
      const item = readObject(text, j, depth + 1);
      if (!item) return null;
      items.push(item.value);
      j = item.end;
    }
  }
  NUMBER.lastIndex = i;
  const number = NUMBER.exec(text);
  if (number) {
    const end = i + number[0].length;
    const value = Number(number[0]);
    if (/^\d+$/.test(number[0])) {
      const ref = readRefTail(text, value, end);
      if (ref) return ref;
    }
    return { value, end };
  }
  if (endsToken(text.charCodeAt(i))) return null;
  let end = i;
  while (end < text.length && !endsToken(text.charCodeAt(end))) end++;
  const word = text.slice(i, end);
  const value = word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : new PdfKeyword(word);
  return { value, end };
}

/** A dictionary from `at` (after its <<): name keys and their values to the >>. */
function readDict(text: string, at: number, depth: number): { value: PdfDict; end: number } | null {
  const dict: PdfDict = new Map();
  let j = at;
  for (;;) {
    j = skipSpace(text, j);
    if (j >= text.length) return null;
    if (text[j] === '>' && text[j + 1] === '>') return { value: dict, end: j + 2 };
    if (text[j] !== '/') return null;
    const key = readName(text, j + 1);
    const value = readObject(text, key.end, depth + 1);
    if (!value) return null;
    dict.set(key.name, value.value);
    j = value.end;
  }
}

export const isDict = (v: PdfValue | undefined): v is PdfDict => v instanceof Map;
export const nameOf = (v: PdfValue | undefined): string | null => (v instanceof PdfName ? v.name : null);

/** A value as text, to tell equal definitions from different ones. */
export const valueText = (v: PdfValue): string =>
  v instanceof PdfName
    ? `/${v.name}`
    : v instanceof PdfRef
      ? `${v.num} ${v.gen} R`
      : v instanceof PdfString
        ? `<${v.bytes.toString('hex')}>`
        : Array.isArray(v)
          ? `[${v.map(valueText).join(' ')}]`
          : isDict(v)
            ? `<<${[...v].map(([k, x]) => `/${k} ${valueText(x)}`).join(' ')}>>`
            : String(v);
