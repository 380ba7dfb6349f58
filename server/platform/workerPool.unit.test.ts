import { afterEach, describe, expect, it } from 'vitest';
import { realJpeg, realPng } from '../../tests/support/pictures.js';
import { AppError } from './errors.js';
import { createPdfCheckPool, PDF_CHECK_QUEUE } from './pdfCheck.pool.js';
import { createPicturePool, type PicturePool } from './pictures.pool.js';

/** What a call ended as: its value, or the code and Retry-After of the AppError it was refused with. */
const settled = async <T>(p: Promise<T>) =>
  p.then(
    () => 'done' as const,
    (err: unknown) => (err instanceof AppError ? { code: err.code, retryAfterS: err.retryAfterS } : err),
  );

let closing: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closing.map((p) => p.close()));
  closing = [];
});

describe('the upload threads', () => {
  it('refuse pictures past a full queue with 503 and Retry-After, while a drawn picture still decodes in its own thread', async () => {
    const pictures: PicturePool = createPicturePool({ maxQueue: { drawn: 1, file: 1 } });
    closing.push(pictures);
    const photo = realJpeg(400, 300);
    const uploads = Array.from({ length: 6 }, () => settled(pictures.file(photo, 'image/jpeg')));
    const signature = await pictures.drawn(realPng(60, 20), 'image/png');
    expect(signature.ok).toBe(true);
    const results = await Promise.all(uploads);
    expect(results).toContain('done');
    expect(results).toContainEqual({ code: 503, retryAfterS: expect.any(Number) });
  });

  it('refuse PDFs past a full queue with 503 and Retry-After', async () => {
    const pdfCheck = createPdfCheckPool();
    closing.push(pdfCheck);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const results = await Promise.all(Array.from({ length: PDF_CHECK_QUEUE + 4 }, () => settled(pdfCheck.check(pdf))));
    expect(results).toContain('done');
    expect(results).toContainEqual({ code: 503, retryAfterS: expect.any(Number) });
  });
});
