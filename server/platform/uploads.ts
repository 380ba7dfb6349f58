import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';
import { pictureRefusal } from './pictures.pool.js';
import type { PictureType, PictureUse } from './pictures.js';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const KINDS: { ext: RegExp; mime: UploadType; magic: (b: Buffer) => boolean }[] = [
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

// Names Windows keeps for devices: a file called CON.pdf cannot be saved there.
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A file name as a user may save it anywhere: NFC, no control or bidirectional-override
 * characters (a right-to-left override makes "gpj.exe" read as "exe.jpg"), no path separators,
 * no leading or trailing dots or spaces, no device name; at most 255 characters, keeping its end
 * (the extension).
 */
export function safeFileName(raw: string): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const name = RESERVED.test(cleaned) ? `_${cleaned}` : cleaned;
  return name.slice(-255);
}

/**
 * Content behind valid magic bytes can still be hostile: a PDF that runs scripts or carries files,
 * a picture that is also a web page, or whose picture does not decode (and would stop the process
 * where a PDF draws it). PDFs with active content, or that cannot be read whole, are refused
 * (pdfSafety.ts, in the PDFs' thread); pictures are decoded whole in the pictures' thread and kept
 * as pictures.ts says (a PNG written again from its pixels).
 */
async function harmless(
  request: FastifyRequest,
  mimeType: string,
  content: Buffer,
  use: PictureUse,
): Promise<{ mimeType: string; content: Buffer }> {
  if (mimeType === 'application/pdf') {
    // Read whole in the PDFs' thread (pdfCheck.pool.ts): active content, or a file it cannot read, is refused.
    const refusal = await request.server.pdfCheck.check(content);
    if (refusal) throw badRequest(refusal.kind === 'active' ? 'records.fileActive' : 'records.fileUnreadable', 'file');
    return { mimeType, content };
  }
  const pictures = request.server.pictures;
  const type = mimeType as PictureType;
  if (use === 'drawn') {
    const drawn = await pictures.drawn(content, type);
    if (!drawn.ok) throw pictureRefusal(drawn.refusal, 'records.fileContent', 'file');
    return { mimeType: 'image/png', content: drawn.value };
  }
  const file = await pictures.file(content, type);
  if (!file.ok) throw pictureRefusal(file.refusal, 'records.fileContent', 'file');
  return { mimeType: file.value.type, content: file.value.bytes };
}

/** The kinds of file an upload may be. */
type UploadType = 'application/pdf' | PictureType;

interface UploadOptions {
  /** What a picture is kept for (pictures.ts); 'drawn' (the stamp) comes back as a PNG. */
  use?: PictureUse;
  /**
   * The kinds this upload accepts, all three unless said: another is refused by its name before its
   * bytes are read, let alone sent to a worker thread that may take seconds over them.
   */
  accept?: readonly UploadType[];
}

/**
 * Spec §5 (SDS files, ullage reports): .jpg, .png and .pdf only, checked by name and by content; at
 * most 10 MB.
 */
export async function readUpload(
  request: FastifyRequest,
  { use = 'file', accept }: UploadOptions = {},
): Promise<{ fileName: string; mimeType: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest('records.fileMissing');
  // A body the multipart parser cannot read (no boundary, a broken part) is the caller's mistake.
  const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } }).catch((err: unknown) => {
    if (err instanceof AppError) throw err;
    throw badRequest('records.fileMissing');
  });
  // A part without a file name is no file.
  if (!part?.filename) throw badRequest('records.fileMissing');
  const fileName = safeFileName(part.filename);
  const kind = KINDS.find((k) => k.ext.test(fileName) && (!accept || accept.includes(k.mime)));
  if (!kind) {
    part.file.resume();
    // A route that takes pictures only (the stamp) says so, rather than offering .pdf.
    throw badRequest(accept && !accept.includes('application/pdf') ? 'records.pictureType' : 'records.fileType');
  }
  let content: Buffer;
  try {
    content = await part.toBuffer();
  } catch {
    throw new AppError(413, 'records.fileTooLarge');
  }
  if (content.length === 0) throw badRequest('records.fileMissing');
  if (!kind.magic(content)) throw badRequest('records.fileContent', 'file');
  return { fileName, ...(await harmless(request, kind.mime, content, use)) };
}
