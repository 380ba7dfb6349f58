import { inflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { cleanJpeg } from './jpegClean.js';

/**
 * Uploaded pictures decoded in full before they are accepted (issue 30): a PNG whose chunks look
 * right can still hold a broken picture, and pdfkit's own decoder throws on it inside a zlib
 * callback, where no request handler can catch it. Pure functions, run in a worker thread
 * (pictures.pool.ts): a 12-megapixel JPEG takes seconds of CPU in pure JavaScript.
 */
export type PictureType = 'image/png' | 'image/jpeg';

/** How big a picture may be, checked from its header before anything is allocated for its pixels. */
interface PictureLimits {
  maxPixels: number;
  maxSide: number;
}

/** A file (SDS, ullage report, vetting document): up to a 24-megapixel camera's photo (6000 × 4000). */
export const FILE_PICTURE: PictureLimits = { maxPixels: 24_000_000, maxSide: 16_384 };
/** A signature or the stamp, printed a few centimetres wide in every version of a document. */
const DRAWN_PICTURE: PictureLimits = { maxPixels: 4_000_000, maxSide: 8_192 };

/**
 * jpeg-js counts what it allocates: a 24-megapixel photo in 4:2:0 needs some 280 MB, one without
 * chroma subsampling more; the latter is refused rather than let one upload take half a gigabyte.
 */
const JPEG_MEMORY_MB = 400;

/**
 * A PNG written by us from pixels we decoded: the only bytes the PDF writer draws (pdf.ts). Made
 * by pictures.pool.ts alone, or read back stored with its hash (documents.pictures.ts).
 */
export type DecodedPng = Buffer & { readonly __decodedPng: unique symbol };

export type Refusal = { why: 'tooLarge'; maxPixels: number } | { why: 'malformed' };

export class PictureRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.why);
    this.name = 'PictureRefused';
  }
}

const malformed = () => new PictureRefused({ why: 'malformed' });

interface Pixels {
  width: number;
  height: number;
  /** 8-bit RGBA, row after row. */
  rgba: Buffer;
}

function withinLimits(width: number, height: number, limits: PictureLimits): void {
  if (width < 1 || height < 1) throw malformed();
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels)
    throw new PictureRefused({ why: 'tooLarge', maxPixels: limits.maxPixels });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per colour type, and the bit depths the PNG specification allows with each. */
const PNG_COLOUR: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
/** Adam7's seven passes: first column and row, then the steps between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The length of the picture's data once inflated: each row's bytes and its filter byte, per pass when interlaced. */
function inflatedLength(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w > 0 && h > 0 ? (Math.ceil((w * bitsPerPixel) / 8) + 1) * h : 0);
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)),
    0,
  );
}

function decodePng(bytes: Buffer, limits: PictureLimits): Pixels {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw malformed();
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') throw malformed();
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [depth, colourType, compression, filter, interlace] = bytes.subarray(24, 29);
  withinLimits(width, height, limits);
  const colour = PNG_COLOUR[colourType!];
  if (!colour || !colour.depths.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1)
    throw malformed();

  // The compressed picture, checked with zlib's own strict inflate before pngjs sees it: pngjs's
  // synchronous inflate takes a stream that is no zlib at all, or one cut short, without a word,
  // and for interlaced pictures it inflates without a bound. Ours stops one byte past the size
  // the header promises, so a small file cannot unpack into gigabytes.
  const data: Buffer[] = [];
  let at = 8;
  let ended = false;
  while (!ended && at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) throw malformed();
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    ended = type === 'IEND';
    at += 12 + length;
  }
  if (!ended || data.length === 0) throw malformed();
  const expected = inflatedLength(width, height, colour.channels * depth!, interlace === 1);
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  } catch {
    throw malformed();
  }
  if (inflated.length !== expected) throw malformed();

  let png: PNG;
  try {
    // pngjs checks every chunk's CRC, the filters and the palette, and gives 8-bit RGBA. What
    // follows IEND (a polyglot's web page) it would refuse; it is not part of the picture, and
    // the PNG written again leaves it out.
    png = PNG.sync.read(bytes.subarray(0, at));
  } catch {
    throw malformed();
  }
  if (png.width !== width || png.height !== height || png.data.length !== width * height * 4) throw malformed();
  return { width, height, rgba: png.data };
}

/** Start-of-frame markers (the picture's size): SOF0–SOF15 less DHT (C4), JPG (C8) and DAC (CC). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** The JPEG's size from its frame header, read by walking the segments before the first scan. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw malformed();
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw malformed();
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (isFrame(marker)) {
      if (at + 9 > bytes.length) throw malformed();
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (marker === 0xda || marker === 0xd9) break;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw malformed();
}

function decodeJpeg(bytes: Buffer, limits: PictureLimits): Pixels {
  const { width, height } = jpegSize(bytes);
  withinLimits(width, height, limits);
  let decoded: { width: number; height: number; data: Uint8Array };
  try {
    decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      // A missing part of the picture is an error, not grey blocks.
      tolerantDecoding: false,
      maxResolutionInMP: limits.maxPixels / 1_000_000,
      maxMemoryUsageInMB: JPEG_MEMORY_MB,
    });
  } catch (err) {
    if (err instanceof Error && /^max(Resolution|MemoryUsage)/.test(err.message))
      throw new PictureRefused({ why: 'tooLarge', maxPixels: limits.maxPixels });
    throw malformed();
  }
  if (decoded.width !== width || decoded.height !== height || decoded.data.length !== width * height * 4)
    throw malformed();
  return { width, height, rgba: Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length) };
}

/** Every pixel of the picture, or PictureRefused: too large for `limits`, or not a whole picture. */
export function decodePicture(bytes: Buffer, type: PictureType, limits: PictureLimits): Pixels {
  return type === 'image/png' ? decodePng(bytes, limits) : decodeJpeg(bytes, limits);
}

/**
 * A fresh PNG from decoded pixels: no text chunk, metadata or trailing byte of the upload can come
 * through. An opaque picture is written as RGB, which pdfkit embeds without an alpha mask.
 */
function encodePng({ width, height, rgba }: Pixels): Buffer {
  let opaque = true;
  for (let i = 3; i < rgba.length && opaque; i += 4) opaque = rgba[i] === 255;
  const png = new PNG({ width, height });
  png.data = rgba;
  return PNG.sync.write(png, { colorType: opaque ? 2 : 6, inputColorType: 6, inputHasAlpha: true, deflateLevel: 6 });
}

/** What to keep of an accepted picture. */
export type PictureUse =
  /** Drawn into a PDF: always a PNG we wrote. */
  | 'drawn'
  /** Stored and served back as a file: a PNG we wrote, or a JPEG's own bytes cleaned (jpegClean.ts). */
  | 'file';

interface Accepted {
  bytes: Buffer;
  type: PictureType;
}

/**
 * The picture decoded within its use's limits, then kept as its use needs. A JPEG file keeps its
 * own compressed bytes once they decoded whole (less comments, private segments and trailing
 * bytes): written again it would lose detail at every save, grow, and lose the Exif orientation a
 * phone's photo stands upright by.
 */
export function acceptPicture(bytes: Buffer, type: PictureType, use: PictureUse): Accepted {
  const pixels = decodePicture(bytes, type, use === 'drawn' ? DRAWN_PICTURE : FILE_PICTURE);
  if (use === 'file' && type === 'image/jpeg') {
    const clean = cleanJpeg(bytes);
    if (!clean) throw malformed();
    return { bytes: clean, type };
  }
  return { bytes: encodePng(pixels), type: 'image/png' };
}
