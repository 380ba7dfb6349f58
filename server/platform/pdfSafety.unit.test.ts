import jpeg from 'jpeg-js';
import PDFDocument from 'pdfkit';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ascii85, asciiHex, lzw, pdfWithHiddenCatalog, pngUp, runLength } from '../../tests/support/hostilePdfs.js';
import { generateSigningKey, signPdf } from './pades.js';
import { PdfWriter } from './pdf.js';
import { pdfjsRefusal } from './pdfjsOpinion.js';
import check from './pdfCheck.worker.js';
import { PDF_LIMITS, pdfRefusal } from './pdfSafety.js';
import { MINUTE } from '../../contract/time.js';

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer <<>>\n%%EOF\n`, 'latin1');
const ACTIVE = { kind: 'active' };
const UNREADABLE = { kind: 'unreadable' };

/** A hostile sample is only a test if a viewer runs it: pdf.js must find the script the raw bytes hide. */
async function expectLive(file: Buffer) {
  expect(file.toString('latin1')).not.toMatch(/OpenAction|JavaScript/);
  expect(await pdfjsRefusal(file)).toMatchObject(ACTIVE);
}

describe('pdfRefusal', () => {
  it('passes a plain document', () => {
    expect(pdfRefusal(pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'))).toBeNull();
  });
  it.each([
    ['a script', '1 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj', 'JavaScript'],
    ['an action on opening', '1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj', 'OpenAction'],
    ['a program launch', '2 0 obj << /S /Launch /F (calc.exe) >> endobj', 'Launch'],
    ['an embedded file', '3 0 obj << /Type /EmbeddedFile /Length 3 >> endobj', 'EmbeddedFile'],
    ['a file attached to an annotation', '3 0 obj << /Subtype /FileAttachment /FS 4 0 R >> endobj', 'FileAttachment'],
    ['an escaped name', '1 0 obj << /S /J#61vaScript >> endobj', 'JavaScript'],
    ['HTML riding along', '%<html><script>alert(1)</script></html>', 'markup'],
  ])('refuses %s', async (_what, body, why) => {
    expect(pdfRefusal(pdf(body))).toEqual({ kind: 'active', why });
    // What an upload meets: the PDFs' thread runs the byte check, then pdf.js on what it passes.
    expect(await check(pdf(body))).toEqual({ kind: 'active', why });
  });
  it('finds a script inside a compressed object stream', () => {
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (x) >>'));
    const content = Buffer.concat([
      Buffer.from('%PDF-1.7\n4 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
      hidden,
      Buffer.from('\nendstream endobj\n%%EOF\n', 'latin1'),
    ]);
    expect(pdfRefusal(content)).toEqual({ kind: 'active', why: 'JavaScript' });
  });
});

describe("the outside probe's three ways past the check", () => {
  it('finds the action of an object stream written in ASCIIHex', async () => {
    const file = pdfWithHiddenCatalog({ filter: '/ASCIIHexDecode', encode: asciiHex });
    await expectLive(file);
    expect(pdfRefusal(file)).toMatchObject(ACTIVE);
  });

  it('finds the action after 21 MB of padding, past the old 20 MB inflate cap', async () => {
    const file = pdfWithHiddenCatalog({ filter: '/FlateDecode', encode: deflateSync, padding: 21 * 1024 * 1024 });
    await expectLive(file);
    expect(pdfRefusal(file)).toMatchObject(ACTIVE);
  });

  it('refuses a stream that inflates past its limit rather than passing it', () => {
    const file = pdfWithHiddenCatalog({ filter: '/FlateDecode', encode: deflateSync, padding: PDF_LIMITS.streamBytes });
    expect(pdfRefusal(file)).toEqual({ kind: 'unreadable', why: 'decoded size' });
  });

  it('finds the action after 2,001 other streams', async () => {
    const file = pdfWithHiddenCatalog({ filter: '/FlateDecode', encode: deflateSync, streamsBefore: 2_001 });
    await expectLive(file);
    expect(pdfRefusal(file)).toMatchObject(ACTIVE);
  });

  it('refuses a file with more streams than it reads rather than passing it', () => {
    // The limit is 50,000 streams; 200 make the same point in a test's time.
    const file = pdfWithHiddenCatalog({ filter: '/FlateDecode', encode: deflateSync, streamsBefore: 200 });
    expect(pdfRefusal(file, { streams: 200 })).toEqual({ kind: 'unreadable', why: 'stream count' });
    expect(pdfRefusal(file, { streams: 202 })).toMatchObject(ACTIVE);
  });

  it('refuses a file whose streams together decode past the total, or that takes too long', () => {
    const file = pdfWithHiddenCatalog({ filter: '/FlateDecode', encode: deflateSync, streamsBefore: 3 });
    expect(pdfRefusal(file, { decodedBytes: 50 })).toEqual({ kind: 'unreadable', why: 'decoded size' });
    expect(pdfRefusal(file, { ms: -1 })).toEqual({ kind: 'unreadable', why: 'time' });
  });
});

describe('actions on opening', () => {
  it.each([
    ['a destination', '/OpenAction [3 0 R /Fit]'],
    ['a /GoTo action', '/OpenAction << /S /GoTo /D [3 0 R /Fit] >>'],
  ])(
    "passes a document that only opens at a page (%s, as LaTeX's hyperref writes), even in an object stream",
    async (_what, openAction) => {
      const plain = pdf(`1 0 obj << /Type /Catalog ${openAction} >> endobj`);
      expect(pdfRefusal(plain)).toBeNull();
      const hidden = pdfWithHiddenCatalog({ filter: '/FlateDecode', encode: deflateSync, openAction });
      expect(pdfRefusal(hidden)).toBeNull();
      expect(await pdfjsRefusal(hidden)).toBeNull();
    },
  );

  it('passes an action on opening that refers to a /GoTo action', () => {
    const file = pdf(
      '1 0 obj << /Type /Catalog /OpenAction 4 0 R >> endobj 4 0 obj << /S /GoTo /D [3 0 R /Fit] >> endobj',
    );
    expect(pdfRefusal(file)).toBeNull();
  });

  it.each([
    ['opens a web address', '/OpenAction << /S /URI /URI (https://example.com/track) >>'],
    ['prints', '/OpenAction << /S /Named /N /Print >>'],
    ['goes to a page, then does more', '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 5 0 R >>'],
    ['names an object the file does not hold', '/OpenAction 9 0 R'],
  ])('refuses an action on opening that %s', (_what, openAction) => {
    expect(pdfRefusal(pdf(`1 0 obj << /Type /Catalog ${openAction} >> endobj`))).toEqual({
      kind: 'active',
      why: 'OpenAction',
    });
  });
});

describe("pdf.js's opinion", () => {
  it('passes a signed document: its signature field runs nothing', async () => {
    const body = [
      '1 0 obj << /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] /SigFlags 3 >> >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [4 0 R] >> endobj',
      '4 0 obj << /Type /Annot /Subtype /Widget /FT /Sig /T (Signature1) /Rect [0 0 0 0] /P 3 0 R /F 132 >> endobj',
    ];
    const file = Buffer.from(`%PDF-1.7\n${body.join('\n')}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
    expect(pdfRefusal(file)).toBeNull();
    expect(await pdfjsRefusal(file)).toBeNull();
  });

  it(
    'passes a certificate the portal made and signed, uploaded again (twice signed too)',
    async () => {
      const writer = PdfWriter.create({ title: 'Certificate of quality', badge: { number: 'CQ-1' } });
      writer.heading('Certificate of quality');
      writer.paragraph('Density at 15 °C: 0.8312');
      const key = generateSigningKey();
      const once = await signPdf(await writer.save(), key, { reason: 'signed', location: 'Berth' });
      const twice = await signPdf(once, key, { reason: 'signed by every party', location: 'Berth' });
      for (const file of [once, twice]) {
        expect(pdfRefusal(file)).toBeNull();
        expect(await pdfjsRefusal(file)).toBeNull();
      }
    },
    MINUTE,
  );

  it('refuses a document it cannot read to the end: a script on a page after one that breaks the reader', async () => {
    const file = (kids: string[]) => {
      const body = [
        '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
        `2 0 obj << /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >> endobj`,
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /AA << /O 4 0 R >> >> endobj',
        '4 0 obj << /S /JavaScript /JS (app.alert\\(1\\)) >> endobj',
        '5 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      ];
      return Buffer.from(`%PDF-1.7\n${body.join('\n')}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
    };
    expect(await pdfjsRefusal(file(['5 0 R', '3 0 R']))).toMatchObject(ACTIVE);
    // A missing page between: pdf.js throws on it and never asks the next one, which other viewers
    // show (and run).
    expect(await pdfjsRefusal(file(['5 0 R', '9 0 R', '3 0 R']))).toMatchObject(UNREADABLE);
  });

  it('refuses a file it cannot open for a reason other than finding no document in it', async () => {
    const body = [
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    ];
    const encrypt = '/Encrypt << /Filter /Unknown /V 1 /R 2 /O <00> /U <00> /P -4 >> /ID [<00> <00>]';
    const file = Buffer.from(`%PDF-1.7\n${body.join('\n')}\ntrailer << /Root 1 0 R ${encrypt} >>\n%%EOF\n`, 'latin1');
    expect(await pdfjsRefusal(file)).toMatchObject(UNREADABLE);
    // What holds no document pdf.js can find shows nothing and runs nothing: left to the byte check.
    expect(await pdfjsRefusal(pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'))).toBeNull();
  });
});

describe('streams where a viewer finds them', () => {
  it('reads a stream whose keyword is followed by a space before the line ends', async () => {
    const file = Buffer.from(
      pdfWithHiddenCatalog({ filter: '/FlateDecode', encode: deflateSync })
        .toString('latin1')
        .replace('>>\nstream\n', '>>\nstream \r\n'),
      'latin1',
    );
    await expectLive(file);
    expect(pdfRefusal(file)).toMatchObject(ACTIVE);
  });

  it('reads a stream to its /Length when "endstream" also stands inside its data', async () => {
    // pdf.js reads the whole /Length and skips the letters that are no hex digits; "e d e a" give
    // two bytes of padding back, so the objects stay where /First says.
    const encode = (plain: Buffer) => {
      const pad = plain.indexOf('    ');
      return Buffer.concat([
        asciiHex(plain.subarray(0, pad)).subarray(0, -1),
        Buffer.from('\nendstream\n'),
        asciiHex(plain.subarray(pad + 2)),
      ]);
    };
    const file = pdfWithHiddenCatalog({ filter: '/ASCIIHexDecode', encode, padding: 8 });
    await expectLive(file);
    expect(pdfRefusal(file)).toMatchObject(ACTIVE);
  });

  it("finds an object a cross-reference could point at inside a picture's data", () => {
    const hidden = '5 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (x) >> >> endobj';
    const data = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(hidden), Buffer.from([0xff, 0xd9])]);
    const file = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n4 0 obj << /Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode /Length ${data.length} >>\nstream\n`,
        'latin1',
      ),
      data,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    expect(pdfRefusal(file)).toMatchObject(ACTIVE);
  });

  it('passes an empty compressed stream, as producers write for a blank page', () => {
    const file = pdf('4 0 obj << /Length 0 /Filter /FlateDecode >>\nstream\nendstream\nendobj');
    expect(pdfRefusal(file)).toBeNull();
  });

  it("does not mistake a picture's bytes for names", () => {
    // "/JS" and "/AA" in a photo's compressed bytes, as random data spells them about once in 10 MB.
    const data = Buffer.from([0xff, 0xd8, 0x2f, 0x4a, 0x53, 0x00, 0x2f, 0x41, 0x41, 0x01, 0xff, 0xd9]);
    const file = Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n4 0 obj << /Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode /Length ${data.length} >>\nstream\n`,
        'latin1',
      ),
      data,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    expect(pdfRefusal(file)).toBeNull();
  });
});

describe('the filters a viewer decodes', () => {
  it.each([
    ['ASCII85', '/ASCII85Decode', ascii85, undefined],
    [
      'a chain of ASCII85 over Flate',
      '[/ASCII85Decode /FlateDecode]',
      (b: Buffer) => ascii85(deflateSync(b)),
      undefined,
    ],
    ['a chain of ASCIIHex over LZW, abbreviated', '[/AHx /LZW]', (b: Buffer) => asciiHex(lzw(b)), undefined],
    [
      'a chain of ASCIIHex over RunLength',
      '[/ASCIIHexDecode /RunLengthDecode]',
      (b: Buffer) => asciiHex(runLength(b)),
      undefined,
    ],
    [
      'Flate with the PNG predictor',
      '/FlateDecode',
      (b: Buffer) => deflateSync(pngUp(b, 8)),
      '<< /Predictor 12 /Columns 8 >>',
    ],
  ])('finds the action of an object stream in %s', async (_what, filter, encode, decodeParms) => {
    const file = pdfWithHiddenCatalog({ filter, encode, decodeParms });
    await expectLive(file);
    expect(pdfRefusal(file)).toMatchObject(ACTIVE);
  });

  it('refuses an object stream under a filter it does not decode', () => {
    const file = pdfWithHiddenCatalog({ filter: '/BrotliDecode', encode: deflateSync });
    expect(pdfRefusal(file)).toEqual({ kind: 'unreadable', why: 'filter BrotliDecode' });
  });

  it("refuses an object stream under a picture's filter, even one calling itself a picture", () => {
    const file = pdfWithHiddenCatalog({ filter: '/DCTDecode', encode: deflateSync, extra: '/Subtype /Image' });
    expect(pdfRefusal(file)).toEqual({ kind: 'unreadable', why: 'filter DCTDecode' });
  });

  it('refuses an object stream whose predictor it does not know', () => {
    const file = pdfWithHiddenCatalog({
      filter: '/FlateDecode',
      encode: deflateSync,
      decodeParms: '<< /Predictor 7 >>',
    });
    expect(pdfRefusal(file)).toMatchObject(UNREADABLE);
  });
});

/** A pdfkit document with a photo, and optionally an object stream holding a script (encrypted with the file when it is). */
async function pdfkitFile(options: PDFKit.PDFDocumentOptions, hideScript = false): Promise<Buffer> {
  const doc = new PDFDocument({ compress: true, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const pixels = Buffer.alloc(64 * 64 * 4);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) & 0xff;
  doc.text('Certificate of quality');
  doc.image(jpeg.encode({ data: pixels, width: 64, height: 64 }, 90).data, 50, 100, { width: 64 });
  if (hideScript) {
    const body = '9 0\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
    doc.ref({ Type: 'ObjStm', N: 1, First: 4 }).end(body);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * A file made by qpdf 11.3 (`qpdf --encrypt "" owner 256 -- --object-streams=generate`): AES-256,
 * revision 6, opens without a password; its page, in an encrypted object stream, runs a script
 * when opened (/AA /O).
 */
const QPDF_R6 = Buffer.from(
  'JVBERi0xLjcKJb/3ov4KMSAwIG9iago8PCAvRXh0ZW5zaW9ucyA8PCAvQURCRSA8PCAvQmFzZVZlcnNpb24gLzEuNyAvRXh0ZW5zaW9uTGV2ZWwgOCA+PiA+PiAvUGFnZXMgMyAwIFIgL1R5cGUgL0NhdGFsb2cgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL09ialN0bSAvTGVuZ3RoIDE3NiAvRmlsdGVyIC9GbGF0ZURlY29kZSAvTiAzIC9GaXJzdCAxNSA+PgpzdHJlYW0K3XjIuNDK3Pfp75whyAzrsVUdjWiDUETbFSnMf90FUdmGF+QAM3j4NuL2OjlDA/GTWkZkZQfSyGQ4/h36pxMghm/3P84KgZ3BbcAFC/X2VIpWSvtKu8rRYgXYJMOunsAe2KYI+bsDlCVyY5RH+GhOx93VnZdCV7cgsIL6LUbYQuaflzQ44Mb4LZQT1whR4j9WzRmnodgmB4PZejKCHNLCBl5A85k5ZWH6mJT37WdiGS1lbmRzdHJlYW0KZW5kb2JqCjYgMCBvYmoKPDwgL0NGIDw8IC9TdGRDRiA8PCAvQXV0aEV2ZW50IC9Eb2NPcGVuIC9DRk0gL0FFU1YzIC9MZW5ndGggMzIgPj4gPj4gL0ZpbHRlciAvU3RhbmRhcmQgL0xlbmd0aCAyNTYgL08gPDE2YjJiNWM3NDg1MTU2NGZhNzc5NTU0ZjQ2N2QzNmY2ZDNjYTA2MWY3OGE1MWZmYzdjMWY2YmIwNzYxYzQ0Y2M1NTA2MjRkNDE1M2UyNjhkNWM1ZDI2YjhhOTkzZDc5YT4gL09FIDwxOTRiMDM4MTQ3ZTBkMTc0NTA4ODg1ZDM3ZjE3ZWI2YTBiZjk5ODczMzQ3MmY0YTI0ODU4NTUxNWE4YmY2MmJmPiAvUCAtNCAvUGVybXMgPDM2MDVhY2I3NTk1YTVmN2ZlYjc2YTkyMGI0MTI0ZTU4PiAvUiA2IC9TdG1GIC9TdGRDRiAvU3RyRiAvU3RkQ0YgL1UgPDU1ZTUyNjAzNDhiMGQ0NjJiZjFhNTFiZWQ3YmMwMzY4YTU1YTcxMDM1NTU1NTRjMDQ2ZmViMjkyZmVmYmE2ZTQwMDM0NzlmN2Y1ODZiYzc4MGFlNmI1ZGIyMTk0ZDIzZD4gL1VFIDxiNDNkODAxNGVmMzA4YmZlMjVmNjg1MzBlMDJhYzc0NTdhM2ZiZDM0Y2NiMzExOTllOGVkNGRjNjIzYzk1ZjQyPiAvViA1ID4+CmVuZG9iago3IDAgb2JqCjw8IC9UeXBlIC9YUmVmIC9MZW5ndGggMzggL0ZpbHRlciAvRmxhdGVEZWNvZGUgL0RlY29kZVBhcm1zIDw8IC9Db2x1bW5zIDQgL1ByZWRpY3RvciAxMiA+PiAvVyBbIDEgMiAxIF0gL1Jvb3QgMSAwIFIgL1NpemUgOCAvSUQgWzw0MzAzNDcxYmUzZTVhMDIzYWE4MzBiNDhlYmFlNjdiND48NDMwMzQ3MWJlM2U1YTAyM2FhODMwYjQ4ZWJhZTY3YjQ+XSAvRW5jcnlwdCA2IDAgUiA+PgpzdHJlYW0KeJxjYgACJkYGfgYmBoZiEKsBxGJghBD/Gaf8Y2JgUmYAAC4xA84KZW5kc3RyZWFtCmVuZG9iagpzdGFydHhyZWYKOTUzCiUlRU9GCg==',
  'base64',
);

describe('ordinary and protected files', () => {
  it('passes a pdfkit document with an embedded JPEG', async () => {
    expect(pdfRefusal(await pdfkitFile({}))).toBeNull();
  });

  it.each([
    ['RC4 40-bit', '1.3'],
    ['RC4 128-bit', '1.4'],
    ['AES-128', '1.7'],
    ['AES-256 (revision 5)', '1.7ext3'],
  ] as const)('reads the streams of a file protected by an owner password with %s', async (_what, pdfVersion) => {
    expect(pdfRefusal(await pdfkitFile({ pdfVersion, ownerPassword: 'owner' }))).toBeNull();
    const hidden = await pdfkitFile({ pdfVersion, ownerPassword: 'owner' }, true);
    expect(hidden.toString('latin1')).not.toContain('JavaScript');
    expect(pdfRefusal(hidden)).toEqual({ kind: 'active', why: 'JavaScript' });
  });

  it('reads the encrypted object streams of a revision 6 file made by qpdf', () => {
    expect(QPDF_R6.toString('latin1')).not.toMatch(/JavaScript|\/AA/);
    expect(pdfRefusal(QPDF_R6)).toMatchObject(ACTIVE);
  });

  it('refuses a file that needs a password to open', async () => {
    const file = await pdfkitFile({ pdfVersion: '1.7', userPassword: 'secret', ownerPassword: 'owner' });
    expect(pdfRefusal(file)).toEqual({ kind: 'unreadable', why: 'encryption (password)' });
  });
});
