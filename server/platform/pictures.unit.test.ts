import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import {
  BOMB_PNG,
  HTML,
  INTERLACED_BOMB_PNG,
  NOT_ZLIB_PNG,
  pngOf,
  pngWithHtml,
  realJpeg,
  realPng,
  truncatedJpeg,
} from '../../tests/support/pictures.js';
import { acceptPicture, decodePicture, FILE_PICTURE, PictureRefused, type Refusal } from './pictures.js';

/** Why the picture was refused, or null when it was accepted. */
function refusalOf(run: () => unknown): Refusal | null {
  try {
    run();
    return null;
  } catch (err) {
    if (err instanceof PictureRefused) return err.refusal;
    throw err;
  }
}

describe('decodePicture', () => {
  it('decodes a real PNG and a real JPEG to every pixel', () => {
    const png = decodePicture(realPng(24, 12), 'image/png', FILE_PICTURE);
    expect([png.width, png.height, png.rgba.length]).toEqual([24, 12, 24 * 12 * 4]);
    const jpeg = decodePicture(realJpeg(32, 16), 'image/jpeg', FILE_PICTURE);
    expect([jpeg.width, jpeg.height, jpeg.rgba.length]).toEqual([32, 16, 32 * 16 * 4]);
  });

  it.each([
    ['a PNG whose IDAT is no zlib stream', NOT_ZLIB_PNG],
    ['a PNG whose data stops short of its rows', pngOf(4, 4, deflateSync(Buffer.alloc(10)))],
    ['a PNG whose zlib stream is cut short', pngOf(4, 4, deflateSync(Buffer.alloc(4 * 17)).subarray(0, 8))],
    ['a PNG cut before its end chunk', realPng().subarray(0, -12)],
    ['an interlaced PNG whose data inflates far past its size', INTERLACED_BOMB_PNG],
  ])('refuses %s as malformed', (_what, bytes) => {
    expect(refusalOf(() => decodePicture(bytes, 'image/png', FILE_PICTURE))).toEqual({ why: 'malformed' });
  });

  it('refuses a JPEG cut short as malformed', () => {
    expect(refusalOf(() => decodePicture(truncatedJpeg(), 'image/jpeg', FILE_PICTURE))).toEqual({ why: 'malformed' });
  });

  it('refuses a decompression bomb from its header, before inflating a byte', () => {
    // 10 GB of pixels declared; what follows the header is never read (its IDAT is not even asked for).
    const headerOnly = BOMB_PNG.subarray(0, 33);
    expect(refusalOf(() => decodePicture(headerOnly, 'image/png', FILE_PICTURE))).toEqual({
      why: 'tooLarge',
      maxPixels: FILE_PICTURE.maxPixels,
    });
    expect(refusalOf(() => decodePicture(BOMB_PNG, 'image/png', FILE_PICTURE))).toMatchObject({ why: 'tooLarge' });
  });

  it('refuses a JPEG declaring more pixels than allowed from its frame header', () => {
    const jpeg = realJpeg(16, 16);
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(40_000, sof + 5);
    jpeg.writeUInt16BE(40_000, sof + 7);
    expect(refusalOf(() => decodePicture(jpeg, 'image/jpeg', FILE_PICTURE))).toMatchObject({ why: 'tooLarge' });
  });

  it('holds a picture to its limits at their edges', () => {
    const limits = { maxPixels: 120, maxSide: 12 };
    expect(refusalOf(() => decodePicture(realPng(12, 10), 'image/png', limits))).toBeNull();
    expect(refusalOf(() => decodePicture(realPng(11, 11), 'image/png', limits))).toEqual({
      why: 'tooLarge',
      maxPixels: 120,
    });
    expect(refusalOf(() => decodePicture(realPng(13, 1), 'image/png', limits))).toMatchObject({ why: 'tooLarge' });
    expect(refusalOf(() => decodePicture(realJpeg(12, 10), 'image/jpeg', limits))).toBeNull();
    expect(refusalOf(() => decodePicture(realJpeg(13, 1), 'image/jpeg', limits))).toMatchObject({ why: 'tooLarge' });
  });
});

describe('acceptPicture', () => {
  it('writes a PNG again from its pixels: the text chunk and the page after its end are gone, the picture is not', () => {
    const hostile = pngWithHtml();
    const { bytes, type } = acceptPicture(hostile, 'image/png', 'file');
    expect(type).toBe('image/png');
    expect(bytes.toString('latin1')).not.toContain('<script');
    expect(bytes.toString('latin1')).not.toContain('tEXt');
    expect(PNG.sync.read(bytes).data.equals(PNG.sync.read(realPng()).data)).toBe(true);
  });

  it('keeps a transparent signature transparent', () => {
    const { bytes } = acceptPicture(realPng(10, 10, 0), 'image/png', 'drawn');
    expect(PNG.sync.read(bytes).data[3]).toBe(0);
  });

  it("keeps a JPEG file's own bytes less what follows its end, and draws a JPEG stamp as a PNG", () => {
    const jpeg = realJpeg();
    const file = acceptPicture(Buffer.concat([jpeg, Buffer.from(HTML)]), 'image/jpeg', 'file');
    expect(file).toEqual({ bytes: jpeg, type: 'image/jpeg' });
    const drawn = acceptPicture(jpeg, 'image/jpeg', 'drawn');
    expect(drawn.type).toBe('image/png');
    expect(PNG.sync.read(drawn.bytes).width).toBe(32);
  });
});
