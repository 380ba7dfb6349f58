import type { FastifyRequest } from 'fastify';
import type { DecodedPng, PictureType } from '../../platform/pictures.js';
import { pictureRefusal } from '../../platform/pictures.pool.js';
import type { SignatureRow } from './documents.repository.js';

/** A signature as a PDF draws it: its picture, when drawn, decoded and written again by us. */
export type DrawnSignature = Omit<SignatureRow, 'image'> & { image: DecodedPng | null };

/** The signature pad's PNG (a data URL) decoded whole; refused with 400 naming `image` when it does not decode. */
export async function signaturePicture(request: FastifyRequest, dataUrl: string): Promise<DecodedPng> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const verdict = await request.server.pictures.drawn(bytes, 'image/png');
  if (!verdict.ok) throw pictureRefusal(verdict.refusal, 'documents.signatureImage', 'image');
  return verdict.value;
}

/**
 * A stored picture decoded again before a PDF draws it: pictures stored before they were decoded on
 * the way in (issue 30) may not decode, and pdfkit would stop the process on one. Such a picture is
 * left out, the version still written, and the log says which.
 */
async function redrawn(
  request: FastifyRequest,
  bytes: Buffer,
  type: PictureType,
  what: Record<string, unknown>,
): Promise<DecodedPng | null> {
  try {
    const verdict = await request.server.pictures.drawn(bytes, type);
    if (verdict.ok) return verdict.value;
    request.log.error({ ...what, refusal: verdict.refusal }, 'a stored picture does not decode: left out of the PDF');
  } catch (err) {
    request.log.error({ ...what, err }, 'a stored picture could not be decoded: left out of the PDF');
  }
  return null;
}

export async function drawableSignatures(request: FastifyRequest, rows: SignatureRow[]): Promise<DrawnSignature[]> {
  return Promise.all(
    rows.map(async (s) => ({
      ...s,
      image: s.image ? await redrawn(request, s.image, 'image/png', { signature: s.slot, round: s.round }) : null,
    })),
  );
}

export async function drawableStamp(
  request: FastifyRequest,
  stored: { image: Buffer; mimeType: string } | null,
): Promise<DecodedPng | null> {
  if (!stored) return null;
  const type: PictureType = stored.mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  return redrawn(request, stored.image, type, { picture: 'terminal stamp' });
}
