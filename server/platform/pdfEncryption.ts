import { unescapeNames } from './pdfActiveNames.js';
import { standardDecryption, type StreamDecrypt } from './pdfDecrypt.js';
import { Refused } from './pdfRefused.js';
import type { StreamAt } from './pdfStreams.js';
import { PdfRef, PdfString, isDict, nameOf, readObject, valueText, type PdfDict, type PdfValue } from './pdfSyntax.js';

/**
 * The encryption a file declares, found where a viewer finds it: its trailers and cross-reference
 * streams give /Encrypt and /ID. The standard security handler itself is pdfDecrypt.ts.
 */
interface FileEncryption {
  decrypt: StreamDecrypt | null;
  encryptMetadata: boolean;
}

/**
 * The key of the file's standard security handler, null when it is not encrypted; refused when it
 * wants a password, names more than one /Encrypt dictionary, or names one nowhere to be found.
 * `definitions` gives every value an indirect reference may stand for.
 */
export function fileEncryption(
  text: string,
  streams: StreamAt[],
  definitions: (ref: PdfRef) => PdfValue[],
): FileEncryption | null {
  const trailers: PdfDict[] = [];
  const TRAILER = /trailer/g;
  let m: RegExpExecArray | null;
  while ((m = TRAILER.exec(text)) !== null) {
    const read = readObject(text, m.index + 7);
    if (read && isDict(read.value)) trailers.push(read.value);
  }
  for (const s of streams) if (nameOf(s.dict.get('Type')) === 'XRef') trailers.push(s.dict);
  const withEncrypt = trailers.filter((t) => t.has('Encrypt'));
  if (withEncrypt.length === 0) {
    if (/\/Encrypt(?![A-Za-z0-9])/.test(unescapeNames(text)))
      throw new Refused({ kind: 'unreadable', why: 'encryption' });
    return null;
  }
  const dicts = new Map<string, PdfDict>();
  for (const t of withEncrypt) {
    const e = t.get('Encrypt');
    for (const d of e instanceof PdfRef ? definitions(e) : [e]) if (isDict(d)) dicts.set(valueText(d), d);
  }
  const [encrypt, ...others] = [...dicts.values()];
  if (!encrypt || others.length) throw new Refused({ kind: 'unreadable', why: 'encryption' });
  const ids = withEncrypt.at(-1)!.get('ID');
  const id0 = Array.isArray(ids) && ids[0] instanceof PdfString ? ids[0].bytes : Buffer.alloc(0);
  const decryption = standardDecryption(encrypt, id0);
  if (!decryption.ok) throw new Refused({ kind: 'unreadable', why: `encryption (${decryption.why})` });
  return { decrypt: decryption.decrypt, encryptMetadata: decryption.encryptMetadata };
}
