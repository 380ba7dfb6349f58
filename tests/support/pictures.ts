import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Pictures for the upload tests (issue 30): real ones, and hostile ones whose chunks or segments
 * look right but whose picture does not decode, or decodes into far more than it weighs.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk with its CRC, as a decoder that checks them wants it. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA header of this size. */
function header(width: number, height: number, interlaced = false): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  ihdr[12] = interlaced ? 1 : 0;
  return chunk('IHDR', ihdr);
}

export function pngOf(width: number, height: number, idat: Buffer, opts: { interlaced?: boolean } = {}): Buffer {
  return Buffer.concat([
    SIGNATURE,
    header(width, height, opts.interlaced),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A picture of `width` × `height` with some colour in it, as a real PNG. */
export function realPng(width = 24, height = 12, alpha = 255): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([(i * 7) % 256, (i * 3) % 256, 90, alpha], i * 4);
  return PNG.sync.write(png);
}

/** The same picture as a JPEG. */
export function realJpeg(width = 32, height = 16): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([(i * 7) % 256, (i * 3) % 256, 90, 255], i * 4);
  return jpeg.encode({ width, height, data }, 90).data;
}

/** The probe's picture: 1 × 1, every chunk well formed with its CRC, but the IDAT is no zlib stream. */
export const NOT_ZLIB_PNG = pngOf(1, 1, Buffer.from('this is not a zlib stream at all'));

/** A decompression bomb: 50,000 × 50,000 declared (10 GB of pixels) in a few kilobytes. */
export const BOMB_PNG = pngOf(50_000, 50_000, deflateSync(Buffer.alloc(2_000_000)));

/** A small interlaced picture whose data inflates to 50 MB: pngjs would inflate it all. */
export const INTERLACED_BOMB_PNG = pngOf(100, 100, deflateSync(Buffer.alloc(50_000_000)), { interlaced: true });

/** A JPEG cut short in the middle of its picture, its end marker put back: every segment looks whole. */
export const truncatedJpeg = (): Buffer => {
  const whole = realJpeg(64, 64);
  return Buffer.concat([whole.subarray(0, Math.floor(whole.length * 0.7)), Buffer.from([0xff, 0xd9])]);
};

/** Markup that turns a picture into a web page too. */
export const HTML = '<html><script>alert(document.cookie)</script></html>';

/** A real PNG with a text chunk and a web page after its end. */
export function pngWithHtml(): Buffer {
  const png = realPng();
  const iend = png.length - 12;
  return Buffer.concat([
    png.subarray(0, iend),
    chunk('tEXt', Buffer.from(`Comment\0${HTML}`)),
    png.subarray(iend),
    Buffer.from(HTML),
  ]);
}

/** As a data URL, the way the signature pad sends a drawing. */
export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
