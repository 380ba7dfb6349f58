import { standardDecryption, type StreamDecrypt } from './pdfDecrypt.js';
import { IMAGE_FILTERS, OverBudget, Unreadable, canonicalFilter, decodeFilter, filterChain } from './pdfFilters.js';
import {
  PdfName,
  PdfRef,
  PdfString,
  endsToken,
  isDict,
  isWhiteSpace,
  nameOf,
  readObject,
  skipSpace,
  type PdfDict,
  type PdfValue,
} from './pdfSyntax.js';

/**
 * What makes a PDF active: scripts, actions run on opening or on events, launching programs,
 * embedded files and rich media, forms that carry scripts. A terminal's certificates need none.
 */
const ACTIVE_PDF_NAMES = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  // A file attached to an annotation or a file specification needs neither name above.
  'EF',
  'FileAttachment',
  'RichMedia',
  'RichMediaExecute',
  'Rendition',
  'Movie',
  'Sound',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
];
const ANY_ACTIVE = new RegExp(`/(?:${ACTIVE_PDF_NAMES.join('|')})(?![A-Za-z0-9])`);
const EACH_ACTIVE = ACTIVE_PDF_NAMES.map((name) => ({ name, re: new RegExp(`/${name}(?![A-Za-z0-9])`) }));
/** Markup that makes a file readable as a web page too (a polyglot). */
const MARKUP = /<\s*(script|html|iframe|body|svg|object|embed)\b/i;

/**
 * How far the check goes before it refuses a file as one it cannot read: a file that needs more is
 * refused, never passed. Ordinary certificates (a few hundred kB) use a small part of each.
 */
export const PDF_LIMITS = {
  /** Bytes one stream may decode to (a zip bomb in ten megabytes inflates to gigabytes). */
  streamBytes: 64 * 1024 * 1024,
  /** Bytes all decoded streams together may come to. */
  decodedBytes: 256 * 1024 * 1024,
  /** Streams looked at, at every depth. */
  streams: 50_000,
  /** Streams inside object streams inside object streams… */
  depth: 8,
  /** Time for the whole check. */
  ms: 10_000,
};

export type PdfLimits = typeof PDF_LIMITS;

/** Why a PDF is refused: it is active (a script, an action, a file), or the check cannot read it whole. */
export type PdfRefusal = { kind: 'active' | 'unreadable'; why: string };

class Refused extends Error {
  constructor(readonly refusal: PdfRefusal) {
    super(refusal.why);
  }
}

/** A PDF name with its #xx escapes decoded (/J#61vaScript is /JavaScript). */
const unescapeNames = (text: string) =>
  text.includes('#')
    ? text.replace(/\/[^\s/<>[\]()%{}]*#[0-9a-fA-F]{2}[^\s/<>[\]()%{}]*/g, (name) =>
        name.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      )
    : text;

/**
 * The active name a text holds (the first of the list), or null; an /OpenAction alone is handed
 * to `openAction` with where its value starts, to be judged once every object is known.
 */
function activeName(text: string, openAction: (text: string, at: number) => void): string | null {
  const names = unescapeNames(text);
  if (!ANY_ACTIVE.test(names)) return null;
  const found = EACH_ACTIVE.find(({ name, re }) => name !== 'OpenAction' && re.test(names));
  if (found) return found.name;
  const each = /\/OpenAction(?![A-Za-z0-9])/g;
  for (let m = each.exec(names); m; m = each.exec(names)) openAction(names, m.index + m[0].length);
  return null;
}

/** Whether `at` falls in one of the sorted, merged ranges. */
function inside(ranges: [number, number][], at: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [start, end] = ranges[mid]!;
    if (at < start) hi = mid - 1;
    else if (at >= end) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Bytes and their latin1 text: offsets are the same in both. */
interface Source {
  bytes: Buffer;
  text: string;
  depth: number;
}

/** A stream keyword after a dictionary: its dictionary, where its data starts, and its object number when known. */
interface StreamAt {
  source: Source;
  dict: PdfDict;
  dataStart: number;
  obj: { num: number; gen: number } | null;
}

const WS = '[\\0\\t\\n\\f\\r ]';
const OBJ_HEADER = new RegExp(`(?<![0-9A-Za-z.+-])(\\d+)${WS}+(\\d+)${WS}+obj(?![A-Za-z0-9])`, 'g');
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
function streamsIn(source: Source, tick: () => void): StreamAt[] {
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

const has = (d: PdfDict, key: string) => d.has(key);
/** pdf.js reads objects from any stream whose dictionary gives /First and /N; the type is not checked. */
const mayHoldObjects = (d: PdfDict) => nameOf(d.get('Type')) === 'ObjStm' || (has(d, 'First') && has(d, 'N'));
/** A picture: its data decodes to pixels only. */
const isPicture = (d: PdfDict) =>
  !mayHoldObjects(d) && (nameOf(d.get('Subtype')) === 'Image' || (has(d, 'Width') && has(d, 'Height')));
/**
 * Binary data that is read whole but not searched for names (a font program, a cross-reference
 * stream, a sampled function or shading, 3D data, a colour profile): objects never live there, and
 * random bytes spell "/JS" or "/AA" about once in every seven megabytes.
 */
const isBinary = (d: PdfDict, decoded: Buffer) =>
  !mayHoldObjects(d) &&
  (nameOf(d.get('Type')) === 'XRef' ||
    ['Length1', 'Length2', 'Length3', 'FunctionType', 'ShadingType'].some((k) => has(d, k)) ||
    ['Type1C', 'CIDFontType0C', 'OpenType', 'U3D', 'PRC'].includes(nameOf(d.get('Subtype')) ?? '') ||
    decoded.toString('latin1', 36, 40) === 'acsp');

/** A value as text, to tell equal definitions from different ones. */
const show = (v: PdfValue): string =>
  v instanceof PdfName
    ? `/${v.name}`
    : v instanceof PdfRef
      ? `${v.num} ${v.gen} R`
      : v instanceof PdfString
        ? `<${v.bytes.toString('hex')}>`
        : Array.isArray(v)
          ? `[${v.map(show).join(' ')}]`
          : isDict(v)
            ? `<<${[...v].map(([k, x]) => `/${k} ${show(x)}`).join(' ')}>>`
            : String(v);

/** A place where a viewer may read an object: its header (or its value) and where its value starts. */
interface ObjectAt {
  from: number;
  at: number;
}

/** One run of the check over one file. */
class PdfCheck {
  private readonly started = performance.now();
  private streams = 0;
  private decoded = 0;
  /** Where each object number is defined: in the file, or in an object stream read so far. */
  private readonly defined = new Map<number, { text: string; at: number }[]>();
  private decrypt: StreamDecrypt | null = null;
  private encryptMetadata = true;
  /** Streams whose /Length names an object not seen yet: read again when it turns up. */
  private readonly waiting: { stream: StreamAt; ref: PdfRef; tried: Set<number> }[] = [];
  /** Each /OpenAction seen: the (unescaped) text it stands in and where its value starts. */
  private readonly openActions: { text: string; at: number }[] = [];

  constructor(
    private readonly content: Buffer,
    private readonly limits: PdfLimits,
  ) {}

  run(): PdfRefusal | null {
    try {
      const raw: Source = { bytes: this.content, text: this.content.toString('latin1'), depth: 0 };
      const objects: ObjectAt[] = [];
      OBJ_HEADER.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = OBJ_HEADER.exec(raw.text)) !== null) {
        const at = m.index + m[0].length;
        this.define(Number(m[1]), raw.text, at);
        objects.push({ from: m.index, at });
      }
      const TRAILER = /trailer/g;
      while ((m = TRAILER.exec(raw.text)) !== null) objects.push({ from: m.index, at: m.index + 7 });
      this.readSource(raw, objects);
      this.readWaiting();
      this.judgeOpenActions();
      return null;
    } catch (err) {
      if (err instanceof Refused) return err.refusal;
      if (err instanceof OverBudget) return { kind: 'unreadable', why: 'decoded size' };
      // Hostile input that breaks a reader in a way not foreseen (a cipher refusing a key, say):
      // the file is refused as unread, never passed.
      return { kind: 'unreadable', why: `error (${err instanceof Error ? err.message : String(err)})` };
    }
  }

  /**
   * A text a viewer reads objects from (the file, or a decoded object stream): searched for active
   * names outside the data of its streams, and inside them wherever an object may be read from; then
   * each stream read in turn.
   */
  private readSource(source: Source, objects: ObjectAt[]) {
    if (source.depth > this.limits.depth) throw new Refused({ kind: 'unreadable', why: 'depth' });
    const streams = streamsIn(source, () => this.inTime());
    if (source.depth === 0) this.setUpDecryption(source.text, streams);
    const planned = streams.map((stream) => ({ stream, ends: this.plan(stream) }));
    const regions = planned
      .flatMap(({ stream, ends }) => ends.map((end) => [stream.dataStart, end] as const))
      .sort((x, y) => x[0] - y[0]);
    // Markup matters in the file's own bytes, where a browser could take it for a page; decoded
    // text is what the document shows (a manual may well print "<object>").
    if (source.depth === 0 && MARKUP.test(source.text)) throw new Refused({ kind: 'active', why: 'markup' });
    this.scanOutside(source.text, regions, objects);
    for (const { stream, ends } of planned) {
      if (isPicture(stream.dict)) continue;
      for (const end of ends) this.readData(stream, end);
    }
  }

  private scanOutside(text: string, regions: (readonly [number, number])[], objects: ObjectAt[]) {
    const merged: [number, number][] = [];
    for (const [start, end] of regions) {
      const last = merged.at(-1);
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    const outside: string[] = [];
    let at = 0;
    for (const [start, end] of merged) {
      outside.push(text.slice(at, start));
      at = end;
    }
    outside.push(text.slice(at));
    this.scan(outside.join(' '));
    // An object a cross-reference points at may stand inside another stream's data.
    for (const o of objects) {
      if (!inside(merged, o.from)) continue;
      const read = readObject(text, o.at);
      this.scan(text.slice(o.from, read ? read.end : o.at + 65_536));
    }
  }

  private scan(text: string) {
    const why = activeName(text, (names, at) => this.openActions.push({ text: names, at }));
    if (why) throw new Refused({ kind: 'active', why });
  }

  /**
   * An action on opening that only shows a page (a destination, or /GoTo: what LaTeX's hyperref and
   * Acrobat's "initial view" write) is no active content; any other is. Judged at the end, when
   * every object stream has been read and a reference can be followed.
   */
  private judgeOpenActions() {
    const goesToPage = (v: PdfValue | undefined): boolean =>
      Array.isArray(v) ||
      v instanceof PdfString ||
      v instanceof PdfName ||
      (isDict(v) && nameOf(v.get('S')) === 'GoTo' && !v.has('Next'));
    for (const { text, at } of this.openActions) {
      const value = readObject(text, at)?.value;
      const values = value instanceof PdfRef ? this.definitions(value) : [value];
      if (values.length === 0 || !values.every(goesToPage)) throw new Refused({ kind: 'active', why: 'OpenAction' });
    }
  }

  private define(num: number, text: string, at: number) {
    const list = this.defined.get(num) ?? [];
    list.push({ text, at });
    this.defined.set(num, list);
  }

  /** Every value an indirect reference may stand for (a file may define an object more than once). */
  private definitions(ref: PdfRef): PdfValue[] {
    return (this.defined.get(ref.num) ?? []).flatMap(({ text, at }) => {
      const read = readObject(text, at);
      return read ? [read.value] : [];
    });
  }

  /** A value, followed when it is a reference; a reference that is missing or ambiguous is refused. */
  private direct(v: PdfValue | undefined): PdfValue | undefined {
    if (!(v instanceof PdfRef)) return v;
    const values = [...new Map(this.definitions(v).map((d) => [show(d), d])).values()];
    if (values.length !== 1) throw new Refused({ kind: 'unreadable', why: 'indirect filter' });
    return values[0];
  }

  /** The standard security handler's key, when the file is encrypted: its streams are read decrypted. */
  private setUpDecryption(text: string, streams: StreamAt[]) {
    const trailers: PdfDict[] = [];
    const TRAILER = /trailer/g;
    let m: RegExpExecArray | null;
    while ((m = TRAILER.exec(text)) !== null) {
      const read = readObject(text, m.index + 7);
      if (read && isDict(read.value)) trailers.push(read.value);
    }
    for (const s of streams) if (nameOf(s.dict.get('Type')) === 'XRef') trailers.push(s.dict);
    const withEncrypt = trailers.filter((t) => t.has('Encrypt'));
    if (withEncrypt.length === 0) {
      if (/\/Encrypt(?![A-Za-z0-9])/.test(unescapeNames(text)))
        throw new Refused({ kind: 'unreadable', why: 'encryption' });
      return;
    }
    const dicts = new Map<string, PdfDict>();
    for (const t of withEncrypt) {
      const e = t.get('Encrypt');
      for (const d of e instanceof PdfRef ? this.definitions(e) : [e]) if (isDict(d)) dicts.set(show(d), d);
    }
    const [encrypt, ...others] = [...dicts.values()];
    if (!encrypt || others.length) throw new Refused({ kind: 'unreadable', why: 'encryption' });
    const ids = withEncrypt.at(-1)!.get('ID');
    const id0 = Array.isArray(ids) && ids[0] instanceof PdfString ? ids[0].bytes : Buffer.alloc(0);
    const decryption = standardDecryption(encrypt, id0);
    if (!decryption.ok) throw new Refused({ kind: 'unreadable', why: `encryption (${decryption.why})` });
    this.decrypt = decryption.decrypt;
    this.encryptMetadata = decryption.encryptMetadata;
  }

  /** Whether the token at `at` (after white space and comments) is endstream: a /Length pdf.js accepts. */
  private endsAt(text: string, at: number) {
    const i = skipSpace(text, at);
    return text.startsWith('endstream', i) && endsToken(text.charCodeAt(i + 9));
  }

  /** The data's possible ends: by each /Length the file gives, else at the first endstream (as pdf.js). */
  private ends(stream: StreamAt, lengths: PdfValue[]): number[] {
    const { text } = stream.source;
    const byLength = lengths
      .map((l) => stream.dataStart + (typeof l === 'number' && Number.isInteger(l) && l >= 0 ? l : 0))
      .filter((end) => end <= text.length && this.endsAt(text, end));
    if (byLength.length) return [...new Set(byLength)];
    END_STREAM.lastIndex = stream.dataStart;
    const found = END_STREAM.exec(text);
    return [found ? found.index : text.length];
  }

  private inTime() {
    if (performance.now() - this.started > this.limits.ms) throw new Refused({ kind: 'unreadable', why: 'time' });
  }

  /** A stream counted against the limits, and where its data may end. */
  private plan(stream: StreamAt): number[] {
    if (++this.streams > this.limits.streams) throw new Refused({ kind: 'unreadable', why: 'stream count' });
    this.inTime();
    const length = stream.dict.get('Length');
    if (!(length instanceof PdfRef)) return this.ends(stream, [length ?? 0]);
    const values = this.definitions(length);
    const ends = this.ends(stream, values);
    if (values.length === 0 && !isPicture(stream.dict))
      this.waiting.push({ stream, ref: length, tried: new Set(ends) });
    return ends;
  }

  /** Streams whose /Length turned up in an object stream since: their data read to that length too. */
  private readWaiting() {
    for (let progress = true; progress;) {
      progress = false;
      for (const w of this.waiting) {
        const values = this.definitions(w.ref);
        for (const end of values.length ? this.ends(w.stream, values) : []) {
          if (w.tried.has(end)) continue;
          w.tried.add(end);
          progress = true;
          this.readData(w.stream, end);
        }
      }
    }
  }

  /** The ways a viewer may read a top-level stream of an encrypted file; a needed one must succeed. */
  private readings(stream: StreamAt): { decrypt: boolean; needed: boolean }[] {
    if (!this.decrypt || stream.source.depth > 0) return [{ decrypt: false, needed: true }];
    const type = nameOf(stream.dict.get('Type'));
    if (type === 'Metadata' && !this.encryptMetadata) return [{ decrypt: false, needed: true }];
    // A cross-reference stream is read in the clear as such, and decrypted when fetched as an object.
    if (type === 'XRef')
      return [
        { decrypt: false, needed: true },
        { decrypt: true, needed: false },
      ];
    // Without an object header no cross-reference can point at it: read in the clear at best.
    if (!stream.obj) return [{ decrypt: false, needed: false }];
    return [{ decrypt: true, needed: true }];
  }

  private readData(stream: StreamAt, end: number) {
    const { source, dict } = stream;
    if (dict.has('FFilter') || dict.has('FDecodeParms') || (dict.has('F') && !isFilterValue(dict.get('F'))))
      throw new Refused({ kind: 'unreadable', why: 'external stream' });
    const direct: PdfDict = new Map();
    for (const [k, v] of dict) direct.set(k, FILTER_KEYS.has(k) ? (this.direct(v) ?? null) : v);
    const chain = filterChain(direct);
    if (!chain) throw new Refused({ kind: 'unreadable', why: 'filter' });
    const names = chain.names.map((n) => {
      const name = nameOf(this.direct(n));
      if (name === null) throw new Refused({ kind: 'unreadable', why: 'filter' });
      // A picture's filter on a stream that is no picture: it could be read as anything.
      if (IMAGE_FILTERS.has(canonicalFilter(name))) throw new Refused({ kind: 'unreadable', why: `filter ${name}` });
      return name;
    });
    for (const reading of this.readings(stream)) {
      let data = source.bytes.subarray(stream.dataStart, end);
      try {
        if (reading.decrypt) data = this.decrypt!(data, stream.obj!.num, stream.obj!.gen);
        names.forEach((name, i) => {
          const limit = Math.min(this.limits.streamBytes, this.limits.decodedBytes - this.decoded);
          data = decodeFilter(name, data, this.direct(chain.params[i]), limit);
        });
      } catch (err) {
        if (!(err instanceof Unreadable)) throw err;
        if (!reading.needed) continue;
        throw new Refused({ kind: 'unreadable', why: err.message });
      }
      this.decoded += data.length;
      if (this.decoded > this.limits.decodedBytes) throw new OverBudget();
      if (isBinary(dict, data)) continue;
      const decoded: Source = { bytes: data, text: data.toString('latin1'), depth: source.depth + 1 };
      this.readSource(decoded, mayHoldObjects(dict) ? this.indexObjectStream(dict, decoded.text) : []);
    }
  }

  /** The objects of an object stream, by number (where a /Length may point) and where they stand. */
  private indexObjectStream(dict: PdfDict, text: string): ObjectAt[] {
    const first = dict.get('First');
    const n = dict.get('N');
    if (typeof first !== 'number' || typeof n !== 'number') return [];
    const objects: ObjectAt[] = [];
    const pair = /[\0\t\n\f\r ]*(\d+)[\0\t\n\f\r ]+(\d+)/y;
    for (let k = 0; k < n; k++) {
      const m = pair.exec(text);
      if (!m) break;
      const at = first + Number(m[2]);
      this.define(Number(m[1]), text, at);
      objects.push({ from: at, at });
    }
    return objects;
  }
}

const FILTER_KEYS = new Set(['F', 'Filter', 'DP', 'DecodeParms']);

/** /F in a stream's dictionary is a filter when it is a name or an array (pdf.js); otherwise an external file. */
const isFilterValue = (v: PdfValue | undefined) => v instanceof PdfName || Array.isArray(v) || v instanceof PdfRef;

/** Why a PDF is refused, or null for a passive document this check could read whole (`limits` lower in tests). */
export function pdfRefusal(content: Buffer, limits: Partial<PdfLimits> = {}): PdfRefusal | null {
  return new PdfCheck(content, { ...PDF_LIMITS, ...limits }).run();
}
