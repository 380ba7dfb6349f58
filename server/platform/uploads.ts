import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const KINDS = [
  { ext: /\.pdf$/i, mime: 'application/pdf', magic: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  {
    ext: /\.png$/i,
    mime: 'image/png',
    magic: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: /\.jpe?g$/i,
    mime: 'image/jpeg',
    magic: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
];

/** Spec §5 (SDS files, ullage reports): .jpg, .png and .pdf only, checked by name and by content; at most 10 MB. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ fileName: string; mimeType: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest('records.fileMissing');
  const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!part) throw badRequest('records.fileMissing');
  const fileName = part.filename.replace(/[\\/\0]/g, '_').slice(-255);
  const kind = KINDS.find((k) => k.ext.test(fileName));
  if (!kind) {
    part.file.resume();
    throw badRequest('records.fileType');
  }
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch {
    throw new AppError(413, 'records.fileTooLarge');
  }
  if (content.length === 0) throw badRequest('records.fileMissing');
  if (!kind.magic(content)) throw badRequest('records.fileContent');
  return { fileName, mimeType: kind.mime, content };
}
