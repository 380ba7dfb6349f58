import { Refused } from './pdfRefused.js';
import { PdfRef, WS, readObject, valueText, type PdfDict, type PdfValue } from './pdfSyntax.js';

/** A place where a viewer may read an object: its header (or its value) and where its value starts. */
export interface ObjectAt {
  from: number;
  at: number;
}

const OBJ_HEADER = new RegExp(`(?<![0-9A-Za-z.+-])(\\d+)${WS}+(\\d+)${WS}+obj(?![A-Za-z0-9])`, 'g');

/**
 * Where each object number is defined, in the file and in the object streams read so far: every
 * place a viewer may take it from (a file may define an object more than once).
 */
export class PdfObjects {
  private readonly defined = new Map<number, { text: string; at: number }[]>();

  /** The objects of the file's own text (each `N G obj`, and each trailer), defined as found. */
  inFile(text: string): ObjectAt[] {
    const objects: ObjectAt[] = [];
    OBJ_HEADER.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = OBJ_HEADER.exec(text)) !== null) {
      const at = m.index + m[0].length;
      this.define(Number(m[1]), text, at);
      objects.push({ from: m.index, at });
    }
    const TRAILER = /trailer/g;
    while ((m = TRAILER.exec(text)) !== null) objects.push({ from: m.index, at: m.index + 7 });
    return objects;
  }

  /** The objects of an object stream, by number (where a /Length may point) and where they stand. */
  inObjectStream(dict: PdfDict, text: string): ObjectAt[] {
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

  /** Every value an indirect reference may stand for. */
  definitions(ref: PdfRef): PdfValue[] {
    return (this.defined.get(ref.num) ?? []).flatMap(({ text, at }) => {
      const read = readObject(text, at);
      return read ? [read.value] : [];
    });
  }

  /** A value, followed when it is a reference; a reference that is missing or ambiguous is refused. */
  direct(v: PdfValue | undefined): PdfValue | undefined {
    if (!(v instanceof PdfRef)) return v;
    const values = [...new Map(this.definitions(v).map((d) => [valueText(d), d])).values()];
    if (values.length !== 1) throw new Refused({ kind: 'unreadable', why: 'indirect filter' });
    return values[0];
  }

  private define(num: number, text: string, at: number) {
    const list = this.defined.get(num) ?? [];
    list.push({ text, at });
    this.defined.set(num, list);
  }
}
