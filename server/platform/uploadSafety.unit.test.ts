import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cleanJpeg, pdfActiveContent } from './uploadSafety.js';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer <<>>\n%%EOF\n`, 'latin1');

describe('pdfActiveContent', () => {
  it('passes a plain document', () => {
    expect(pdfActiveContent(pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'))).toBeNull();
  });
  it.each([
    ['a script', '1 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj', 'JavaScript'],
    ['an action on opening', '1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj', 'OpenAction'],
    ['a program launch', '2 0 obj << /S /Launch /F (calc.exe) >> endobj', 'Launch'],
    ['an embedded file', '3 0 obj << /Type /EmbeddedFile /Length 3 >> endobj', 'EmbeddedFile'],
    ['an escaped name', '1 0 obj << /S /J#61vaScript >> endobj', 'JavaScript'],
    ['HTML riding along', '%<html><script>alert(1)</script></html>', 'markup'],
  ])('refuses %s', (_what, body, why) => {
    expect(pdfActiveContent(pdf(body))).toBe(why);
  });
  it('finds a script inside a compressed object stream', () => {
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (x) >>'));
    const content = Buffer.concat([
      Buffer.from('%PDF-1.7\n4 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
      hidden,
      Buffer.from('\nendstream endobj\n%%EOF\n', 'latin1'),
    ]);
    expect(pdfActiveContent(content)).toBe('JavaScript');
  });
});

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
  it('refuses a JPEG without its picture', () => {
    expect(cleanJpeg(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 2]))).toBeNull();
  });
});
