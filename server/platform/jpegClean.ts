/** Markup that makes a file readable as a web page too (a polyglot). PDFs are checked in pdfSafety.ts. */
const MARKUP = /<\s*(script|html|iframe|body|svg|object|embed)\b/i;

/** Restart markers (RST0–RST7) belong to a scan's compressed data. */
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Application segments kept unless they carry markup: JFIF (APP0), Exif (APP1: the photo's
 * orientation), the ICC profile (APP2) and Adobe's (APP14: whether the colours are CMYK, YCCK or
 * RGB). Without the last two a CMYK or YCCK photo is shown in shifted colours.
 */
const KEPT_APP = new Set([0xe0, 0xe1, 0xe2, 0xee]);

/**
 * A JPEG's own bytes without comments, application segments other than those above, or anything
 * after the end of the picture, wherever they stand (before the first scan or between the scans of
 * a progressive picture): a JPEG+HTML polyglot loses its HTML. Null when malformed. Used on a JPEG
 * that decoded whole (pictures.ts); a PNG is written again from its pixels instead.
 */
export function cleanJpeg(content: Buffer): Buffer | null {
  if (content[0] !== 0xff || content[1] !== 0xd8) return null;
  const kept: Buffer[] = [content.subarray(0, 2)];
  let at = 2;
  while (at + 2 <= content.length) {
    if (content[at] !== 0xff) return null;
    const marker = content[at + 1]!;
    if (marker === 0xff) {
      // A fill byte before a marker.
      at++;
      continue;
    }
    if (marker === 0xd9) {
      kept.push(content.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (at + 4 > content.length) return null;
    const next = at + 2 + content.readUInt16BE(at + 2);
    if (next > content.length) return null;
    if (marker === 0xda) {
      // Start of scan: its compressed data runs to the next marker that is neither a stuffed
      // zero byte nor a restart.
      let end = content.indexOf(0xff, next);
      while (end >= 0 && end + 1 < content.length && (content[end + 1] === 0 || isRestart(content[end + 1]!)))
        end = content.indexOf(0xff, end + 2);
      if (end < 0 || end + 1 >= content.length) return null;
      kept.push(content.subarray(at, end));
      at = end;
      continue;
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keep =
      marker !== 0xfe &&
      (!isApp || (KEPT_APP.has(marker) && !MARKUP.test(content.subarray(at, next).toString('latin1'))));
    if (keep) kept.push(content.subarray(at, next));
    at = next;
  }
  return null;
}
