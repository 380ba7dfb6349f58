import { describe, expect, it } from 'vitest';
import { cleanJpeg } from './jpegClean.js';

describe('cleanJpeg', () => {
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  it('drops comments and what follows the end of the picture', () => {
    const jfif = segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
    const scan = Buffer.concat([segment(0xda, Buffer.alloc(10)), Buffer.from([1, 2, 3, 0xff, 0x00, 4, 0xff, 0xd9])]);
    const hostile = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      jfif,
      segment(0xfe, Buffer.from('<html><script>alert(1)</script>')),
      scan,
      Buffer.from('<script>alert(2)</script>'),
    ]);
    const clean = cleanJpeg(hostile)!;
    expect(clean.equals(Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, scan]))).toBe(true);
  });
  it('drops a comment between the scans of a progressive picture, keeping restarts and stuffed bytes', () => {
    const scan = (data: number[]) => Buffer.concat([segment(0xda, Buffer.alloc(10)), Buffer.from(data)]);
    const first = scan([1, 0xff, 0x00, 2, 0xff, 0xd0, 3]);
    const second = scan([4, 5]);
    const hostile = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      first,
      segment(0xfe, Buffer.from('<html><script>alert(1)</script>')),
      second,
      Buffer.from([0xff, 0xd9]),
    ]);
    const clean = cleanJpeg(hostile)!;
    expect(clean.equals(Buffer.concat([Buffer.from([0xff, 0xd8]), first, second, Buffer.from([0xff, 0xd9])]))).toBe(
      true,
    );
  });
  it('keeps the colour profile (APP2) and Adobe segment (APP14) a CMYK photo is shown by, unless they carry markup', () => {
    const icc = segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0\x01\x01', 'latin1'), Buffer.alloc(32, 7)]));
    const adobe = segment(0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x02', 'latin1'));
    const hostileIcc = segment(0xe2, Buffer.from('ICC_PROFILE\0<svg onload=alert(1)>', 'latin1'));
    const private_ = segment(0xe9, Buffer.from('a camera maker note'));
    const scan = Buffer.concat([segment(0xda, Buffer.alloc(10)), Buffer.from([1, 2, 3, 0xff, 0xd9])]);
    const clean = cleanJpeg(Buffer.concat([Buffer.from([0xff, 0xd8]), icc, adobe, hostileIcc, private_, scan]))!;
    expect(clean.equals(Buffer.concat([Buffer.from([0xff, 0xd8]), icc, adobe, scan]))).toBe(true);
  });
  it('refuses a JPEG without its picture', () => {
    expect(cleanJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 2]))).toBeNull();
  });
});
