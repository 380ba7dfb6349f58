import { MARKUP, activeName } from './pdfActiveNames.js';
import type { StreamDecrypt } from './pdfDecrypt.js';
import { fileEncryption } from './pdfEncryption.js';
import { IMAGE_FILTERS, canonicalFilter, decodeFilter, filterChain } from './pdfFilters.js';
import { PdfObjects, type ObjectAt } from './pdfObjects.js';
import { OverBudget, Refused, Unreadable, type PdfRefusal } from './pdfRefused.js';
import { dataEnds, isBinary, isPicture, mayHoldObjects, streamsIn, type Source, type StreamAt } from './pdfStreams.js';
import { PdfName, PdfRef, PdfString, isDict, nameOf, readObject, type PdfDict, type PdfValue } from './pdfSyntax.js';

export type { PdfRefusal } from './pdfRefused.js';

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

type PdfLimits = typeof PDF_LIMITS;

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

/** One run of the check over one file. */
class PdfCheck {
  private readonly started = performance.now();
  private streams = 0;
  private decoded = 0;
  private readonly objects = new PdfObjects();
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
      this.readSource(raw, this.objects.inFile(raw.text));
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
    if (source.depth === 0) {
      const encryption = fileEncryption(source.text, streams, (ref) => this.objects.definitions(ref));
      if (encryption) ({ decrypt: this.decrypt, encryptMetadata: this.encryptMetadata } = encryption);
    }
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
      const values = value instanceof PdfRef ? this.objects.definitions(value) : [value];
      if (values.length === 0 || !values.every(goesToPage)) throw new Refused({ kind: 'active', why: 'OpenAction' });
    }
  }

  private inTime() {
    if (performance.now() - this.started > this.limits.ms) throw new Refused({ kind: 'unreadable', why: 'time' });
  }

  /** A stream counted against the limits, and where its data may end. */
  private plan(stream: StreamAt): number[] {
    if (++this.streams > this.limits.streams) throw new Refused({ kind: 'unreadable', why: 'stream count' });
    this.inTime();
    const length = stream.dict.get('Length');
    if (!(length instanceof PdfRef)) return dataEnds(stream, [length ?? 0]);
    const values = this.objects.definitions(length);
    const ends = dataEnds(stream, values);
    if (values.length === 0 && !isPicture(stream.dict))
      this.waiting.push({ stream, ref: length, tried: new Set(ends) });
    return ends;
  }

  /** Streams whose /Length turned up in an object stream since: their data read to that length too. */
  private readWaiting() {
    for (let progress = true; progress;) {
      progress = false;
      for (const w of this.waiting) {
        const values = this.objects.definitions(w.ref);
        for (const end of values.length ? dataEnds(w.stream, values) : []) {
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
    for (const [k, v] of dict) direct.set(k, FILTER_KEYS.has(k) ? (this.objects.direct(v) ?? null) : v);
    const chain = filterChain(direct);
    if (!chain) throw new Refused({ kind: 'unreadable', why: 'filter' });
    const names = chain.names.map((n) => {
      const name = nameOf(this.objects.direct(n));
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
          data = decodeFilter(name, data, this.objects.direct(chain.params[i]), limit);
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
      this.readSource(decoded, mayHoldObjects(dict) ? this.objects.inObjectStream(dict, decoded.text) : []);
    }
  }
}

const FILTER_KEYS = new Set(['F', 'Filter', 'DP', 'DecodeParms']);

/** /F in a stream's dictionary is a filter when it is a name or an array (pdf.js); otherwise an external file. */
const isFilterValue = (v: PdfValue | undefined) => v instanceof PdfName || Array.isArray(v) || v instanceof PdfRef;

/** Why a PDF is refused, or null for a passive document this check could read whole (`limits` lower in tests). */
export function pdfRefusal(content: Buffer, limits: Partial<PdfLimits> = {}): PdfRefusal | null {
  return new PdfCheck(content, { ...PDF_LIMITS, ...limits }).run();
}
