import { inflateSync } from 'node:zlib';

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
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
];
/** Markup that makes a file readable as a web page too (a polyglot). */
const MARKUP = /<\s*(script|html|iframe|body|svg|object|embed)\b/i;

/** A PDF name with its #xx escapes decoded (/J#61vaScript is /JavaScript). */
const unescapeNames = (text: string) =>
  text.replace(/\/[^\s/<>[\]()%{}]+/g, (name) =>
    name.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

/** The PDF's text: its raw bytes and every Flate stream inflated (names hide in compressed object streams). */
function pdfTexts(content: Buffer): string[] {
  const raw = content.toString('latin1');
  const texts = [raw];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  let inflated = 0;
  while ((match = stream.exec(raw)) !== null && inflated < 2_000) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      texts.push(inflateSync(content.subarray(start, end), { maxOutputLength: 20 * 1024 * 1024 }).toString('latin1'));
      inflated++;
    } catch {
      // Not Flate, or not whole: its raw bytes were scanned already.
    }
    stream.lastIndex = end;
  }
  return texts;
}

/** Why a PDF is refused (the active feature it holds), or null for a passive document. */
export function pdfActiveContent(content: Buffer): string | null {
  for (const text of pdfTexts(content)) {
    const names = unescapeNames(text);
    for (const name of ACTIVE_PDF_NAMES) if (new RegExp(`/${name}(?![A-Za-z0-9])`).test(names)) return name;
    if (MARKUP.test(text)) return 'markup';
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The chunks that draw the picture; text, metadata and private chunks are dropped. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs']);

/**
 * The picture of a PNG written again with only the chunks that draw it, and nothing after IEND:
 * a PNG+HTML polyglot loses its HTML. Null when the file is not a well-formed PNG.
 */
export function cleanPng(content: Buffer): Buffer | null {
  if (!content.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  let sawEnd = false;
  while (at + 12 <= content.length) {
    const length = content.readUInt32BE(at);
    const type = content.subarray(at + 4, at + 8).toString('latin1');
    const next = at + 12 + length;
    if (next > content.length) return null;
    if (PNG_KEPT.has(type)) kept.push(content.subarray(at, next));
    at = next;
    if (type === 'IEND') {
      sawEnd = true;
      break;
    }
  }
  if (!sawEnd || kept.length < 3) return null;
  return Buffer.concat(kept);
}

/**
 * A JPEG written again without comments, application segments other than JFIF and Exif, or
 * anything after the end of the picture: a JPEG+HTML polyglot loses its HTML. Null when malformed.
 */
export function cleanJpeg(content: Buffer): Buffer | null {
  if (content[0] !== 0xff || content[1] !== 0xd8) return null;
  const kept: Buffer[] = [content.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= content.length) {
    if (content[at] !== 0xff) return null;
    const marker = content[at + 1]!;
    if (marker === 0xd9) break;
    const length = content.readUInt16BE(at + 2);
    const next = at + 2 + length;
    if (next > content.length) return null;
    if (marker === 0xda) {
      // Start of scan: the compressed picture runs to the end-of-image marker.
      const end = content.indexOf(Buffer.from([0xff, 0xd9]), next);
      if (end < 0) return null;
      kept.push(content.subarray(at, end + 2));
      return Buffer.concat(kept);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    // JFIF and Exif (the photo's orientation) stay unless they carry markup.
    const keep =
      marker !== 0xfe &&
      (!isApp || ((marker === 0xe0 || marker === 0xe1) && !MARKUP.test(content.subarray(at, next).toString('latin1'))));
    if (keep) kept.push(content.subarray(at, next));
    at = next;
  }
  return null;
}
