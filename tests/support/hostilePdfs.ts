import { deflateSync } from 'node:zlib';

/**
 * PDFs built the way the outside probe of issue 30 built them: the catalog, with a script run on
 * opening, lives in an object stream that a cross-reference stream points into, so that a viewer
 * (pdf.js) runs it while the raw bytes show no active name. The stream's filters, padding and the
 * streams before it are the test's to choose.
 */
interface HiddenCatalog {
  /** The object stream's /Filter as PDF text ('/ASCIIHexDecode', '[/ASCII85Decode /FlateDecode]'); none when omitted. */
  filter?: string;
  /** The object stream's bytes encoded as `filter` says. */
  encode?: (plain: Buffer) => Buffer;
  /** The object stream's /DecodeParms as PDF text. */
  decodeParms?: string;
  /** Spaces between the object stream's header and its first object. */
  padding?: number;
  /** Small Flate streams placed before the object stream. */
  streamsBefore?: number;
  /** Entries of the object stream's dictionary beyond the usual (a /Subtype, say). */
  extra?: string;
  /** The catalog's /OpenAction entry; a script by default. */
  openAction?: string;
}

const OPEN_ACTION = '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>';

export function pdfWithHiddenCatalog(o: HiddenCatalog = {}): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${o.openAction ?? OPEN_ACTION} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  const offsets: number[] = [];
  let body = '';
  for (const obj of objects) {
    offsets.push(body.length);
    body += `${obj}\n`;
  }
  const header = objects.map((_o, i) => `${i + 1} ${offsets[i]}`).join(' ') + '\n';
  const first = header.length + (o.padding ?? 0);
  const plain = Buffer.concat([
    Buffer.from(header, 'latin1'),
    Buffer.alloc(o.padding ?? 0, 0x20),
    Buffer.from(body, 'latin1'),
  ]);
  const data = o.encode ? o.encode(plain) : plain;

  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let at = parts[0]!.length;
  const add = (b: Buffer) => {
    parts.push(b);
    at += b.length;
  };
  /** Object number → offset in the file (type 1 entries of the cross-reference stream). */
  const placed = new Map<number, number>();
  const objStm = 4;
  let next = 5;
  for (let k = 0; k < (o.streamsBefore ?? 0); k++) {
    const filler = deflateSync(Buffer.from(`q ${k} 0 0 1 0 0 cm Q`, 'latin1'));
    placed.set(next, at);
    add(Buffer.from(`${next} 0 obj\n<< /Length ${filler.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'));
    add(filler);
    add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    next++;
  }
  placed.set(objStm, at);
  const filter = o.filter ? ` /Filter ${o.filter}` : '';
  const parms = o.decodeParms ? ` /DecodeParms ${o.decodeParms}` : '';
  add(
    Buffer.from(
      `${objStm} 0 obj\n<< /Type /ObjStm /N ${objects.length} /First ${first} /Length ${data.length}${filter}${parms}${o.extra ? ` ${o.extra}` : ''} >>\nstream\n`,
      'latin1',
    ),
  );
  add(data);
  add(Buffer.from('\nendstream\nendobj\n', 'latin1'));

  // The cross-reference stream: 1 byte type, 4 bytes offset or object stream, 2 bytes index.
  const xref = next;
  const size = xref + 1;
  placed.set(xref, at);
  const rows = Buffer.alloc(size * 7);
  for (let n = 0; n < size; n++) {
    const row = rows.subarray(n * 7, n * 7 + 7);
    if (n === 0) {
      row.writeUInt8(0, 0);
      row.writeUInt16BE(0xffff, 5);
    } else if (n <= objects.length) {
      row.writeUInt8(2, 0);
      row.writeUInt32BE(objStm, 1);
      row.writeUInt16BE(n - 1, 5);
    } else {
      row.writeUInt8(1, 0);
      row.writeUInt32BE(placed.get(n)!, 1);
    }
  }
  add(
    Buffer.from(
      `${xref} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`,
      'latin1',
    ),
  );
  add(rows);
  add(Buffer.from(`\nendstream\nendobj\nstartxref\n${placed.get(xref)}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** ASCIIHex, with line breaks and a stray character pdf.js skips. */
export const asciiHex = (b: Buffer) => Buffer.from(`${b.toString('hex').replace(/(.{64})/g, '$1\n')}>`, 'latin1');

/** ASCII85 (Adobe's: z for four zeros, ~> at the end). */
export function ascii85(b: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < b.length; i += 4) {
    const chunk = Buffer.alloc(4);
    b.copy(chunk, 0, i, i + 4);
    const n = Math.min(4, b.length - i);
    let v = chunk.readUInt32BE(0);
    if (v === 0 && n === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(0x21 + (v % 85)));
      v = Math.floor(v / 85);
    }
    out += digits.slice(0, n + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** RunLength: literal runs of at most 128 bytes, then the end marker. */
export function runLength(b: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < b.length; i += 128) {
    const run = b.subarray(i, i + 128);
    parts.push(Buffer.from([run.length - 1]), run);
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

/** LZW as PDF writes it (EarlyChange 1): a clear code first, 9 to 12 bit codes, the end code last. */
export function lzw(b: Buffer): Buffer {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  let width = 9;
  const put = (code: number) => {
    acc = (acc << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  };
  let table = new Map<string, number>();
  let nextCode = 258;
  const reset = () => {
    table = new Map();
    nextCode = 258;
    width = 9;
  };
  put(256);
  let w = '';
  for (const byte of b) {
    const c = String.fromCharCode(byte);
    if (table.has(w + c) || (w + c).length === 1) {
      w += c;
      continue;
    }
    put(w.length === 1 ? w.charCodeAt(0) : table.get(w)!);
    table.set(w + c, nextCode++);
    if (nextCode + 1 > 1 << width) width++;
    if (nextCode >= 4094) {
      put(256);
      reset();
    }
    w = c;
  }
  if (w) put(w.length === 1 ? w.charCodeAt(0) : table.get(w)!);
  put(257);
  if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

/** The PNG "Up" predictor over rows of `columns` bytes (Flate with /Predictor 12 reads it back). */
export function pngUp(b: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  let prev = Buffer.alloc(columns);
  for (let i = 0; i < b.length; i += columns) {
    const row = Buffer.alloc(columns);
    b.copy(row, 0, i, i + columns);
    const encoded = Buffer.alloc(columns + 1);
    encoded[0] = 2;
    for (let k = 0; k < columns; k++) encoded[k + 1] = (row[k]! - prev[k]!) & 0xff;
    rows.push(encoded);
    prev = row;
  }
  return Buffer.concat(rows);
}
