import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DecodedPng, PictureType } from '../../platform/pictures.js';
import { pictureRefusal } from '../../platform/pictures.pool.js';
import type { SignatureRow } from './documents.repository.js';

/** A signature as a PDF draws it: its picture, when drawn, decoded and written again by us. */
export type DrawnSignature = Omit<SignatureRow, 'image' | 'drawnSha256'> & { image: DecodedPng | null };

/**
 * Kept beside a stored picture (the `drawn_sha256` columns): the bytes are the PNG the pictures'
 * thread wrote from pixels it decoded, and a PDF may draw them without decoding them again.
 */
export const drawnSha256 = (png: DecodedPng) => createHash('sha256').update(png).digest('hex');

/** The signature pad's PNG (a data URL) decoded whole; refused with 400 naming `image` when it does not decode. */
export async function signaturePicture(request: FastifyRequest, dataUrl: string): Promise<DecodedPng> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const verdict = await request.server.pictures.drawn(bytes, 'image/png');
  if (!verdict.ok) throw pictureRefusal(verdict.refusal, 'documents.signatureImage', 'image');
  return verdict.value;
}

/**
 * A stored picture on its way into a PDF. One we wrote (its hash kept with it, and still matching)
 * is drawn as it is: no wait on the pictures' thread while the document's rows are locked. Others,
 * stored before pictures were decoded on the way in (issue 30), are decoded again, as pdfkit would
 * stop the process on one that does not decode: such a picture is left out, the version still
 * written, and the log says which. A busy or failed thread is no verdict on the picture: its 503
 * goes up and no version is written without the picture.
 */
async function redrawn(
  request: FastifyRequest,
  stored: { bytes: Buffer; type: PictureType; drawnSha256: string | null },
  what: Record<string, unknown>,
): Promise<DecodedPng | null> {
  const ours = stored.bytes as DecodedPng;
  if (stored.drawnSha256 !== null && stored.drawnSha256 === drawnSha256(ours)) return ours;
  const verdict = await request.server.pictures.drawn(stored.bytes, stored.type);
  if (verdict.ok) return verdict.value;
  request.log.error({ ...what, refusal: verdict.refusal }, 'a stored picture does not decode: left out of the PDF');
  return null;
}

export async function drawableSignatures(request: FastifyRequest, rows: SignatureRow[]): Promise<DrawnSignature[]> {
  return Promise.all(
    rows.map(async ({ image, drawnSha256: sha, ...s }) => ({
      ...s,
      image: image
        ? await redrawn(
            request,
            { bytes: image, type: 'image/png', drawnSha256: sha },
            { signature: s.slot, round: s.round },
          )
        : null,
    })),
  );
}

export async function drawableStamp(
  request: FastifyRequest,
  stored: { image: Buffer; mimeType: string; drawnSha256: string | null } | null,
): Promise<DecodedPng | null> {
  if (!stored) return null;
  const type: PictureType = stored.mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  return redrawn(
    request,
    { bytes: stored.image, type, drawnSha256: stored.drawnSha256 },
    { picture: 'terminal stamp' },
  );
}
