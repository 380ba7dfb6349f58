import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { PdfName, PdfString, isDict, nameOf, type PdfDict } from './pdfSyntax.js';

/**
 * PDF's standard security handler (ISO 32000-1 §7.6.3, ISO 32000-2 §7.6.4) with the empty user
 * password: what a viewer does, silently, on a file "protected" only against editing or printing.
 * Its streams are read by the upload check as the viewer reads them. A file that wants a password
 * to open cannot be read by the check (nor by the terminal's staff without one).
 */

/** A top-level stream's bytes as the viewer reads them, from its object number and generation. */
export type StreamDecrypt = (data: Buffer, num: number, gen: number) => Buffer;

type Decryption =
  /** `decrypt` null: streams are in the clear (the Identity crypt filter). */
  | { ok: true; decrypt: StreamDecrypt | null; encryptMetadata: boolean }
  | { ok: false; why: 'password' | 'unsupported' };

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const sha = (bits: 256 | 384 | 512, ...parts: Buffer[]) =>
  createHash(`sha${bits}`).update(Buffer.concat(parts)).digest();

/** RC4 (OpenSSL 3 keeps it only in its legacy provider). */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

/** AES-CBC with the IV in front, as pdf.js reads it: a partial last block dropped, padding removed when it is padding. */
function aesCbc(key: Buffer, data: Buffer): Buffer {
  if (data.length < 32) return Buffer.alloc(0);
  const body = data.subarray(16, 16 + Math.floor((data.length - 16) / 16) * 16);
  const decipher = createDecipheriv(key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, data.subarray(0, 16));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(body), decipher.final()]);
  const pad = plain[plain.length - 1]!;
  const padded = pad >= 1 && pad <= 16 && plain.subarray(plain.length - pad).every((b) => b === pad);
  return padded ? plain.subarray(0, plain.length - pad) : plain;
}

/** A key's 32 bytes unwrapped with AES-256-CBC, zero IV, no padding (/UE). */
function unwrap(key: Buffer, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-cbc', key, Buffer.alloc(16));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(wrapped.subarray(0, 32)), decipher.final()]);
}

/** AES-128-CBC encryption without padding (algorithm 2.B's inner step). */
function aes128(key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** ISO 32000-2 algorithm 2.B (revision 6), for the user password: no owner data mixed in. */
function hash2B(password: Buffer, salt: Buffer): Buffer {
  let k = sha(256, password, salt);
  for (let round = 0; ; round++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => Buffer.concat([password, k])));
    const e = aes128(k.subarray(0, 16), k.subarray(16, 32), k1);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i]!;
    k = sha(([256, 384, 512] as const)[sum % 3]!, e);
    if (round >= 63 && e[e.length - 1]! <= round - 31) break;
  }
  return k.subarray(0, 32);
}

const bytesOf = (d: PdfDict, key: string) => {
  const v = d.get(key);
  return v instanceof PdfString ? v.bytes : null;
};
const intOf = (d: PdfDict, key: string) => {
  const v = d.get(key);
  return typeof v === 'number' && Number.isInteger(v) ? v : null;
};

/** The crypt filter a V4/V5 handler names for streams: its method, or None for Identity or none. */
function streamMethod(d: PdfDict): string {
  const stmF = nameOf(d.get('StmF')) ?? 'Identity';
  const cf = d.get('CF');
  const filter = isDict(cf) ? cf.get(stmF) : undefined;
  return (isDict(filter) ? nameOf(filter.get('CFM')) : null) ?? 'None';
}

/** Revisions 2–4: the file key from the empty password, or null when the file wants a password. */
function keyR4(d: PdfDict, id0: Buffer, revision: number, bytes: number, encryptMetadata: boolean): Buffer | null {
  const o = bytesOf(d, 'O');
  const u = bytesOf(d, 'U');
  const p = intOf(d, 'P');
  if (!o || !u || p === null || o.length < 32 || u.length < 32) return null;
  const perms = Buffer.alloc(4);
  perms.writeInt32LE(p | 0);
  let key: Buffer = md5(
    PAD,
    o.subarray(0, 32),
    perms,
    id0,
    revision >= 4 && !encryptMetadata ? Buffer.alloc(4, 0xff) : Buffer.alloc(0),
  );
  key = key.subarray(0, bytes);
  if (revision >= 3) for (let i = 0; i < 50; i++) key = md5(key.subarray(0, bytes)).subarray(0, bytes);
  // The key is right when it makes the /U entry from the padding string.
  if (revision === 2) return rc4(key, PAD).equals(u.subarray(0, 32)) ? key : null;
  let check: Buffer = md5(PAD, id0);
  for (let i = 0; i < 20; i++) check = rc4(Buffer.from(key.map((b) => b ^ i)), check);
  return check.equals(u.subarray(0, 16)) ? key : null;
}

/** Revisions 5 and 6: the file key unwrapped from /UE with the empty password, or null. */
function keyR6(d: PdfDict, revision: number): Buffer | null {
  const u = bytesOf(d, 'U');
  const ue = bytesOf(d, 'UE');
  if (!u || !ue || u.length < 48 || ue.length < 32) return null;
  const empty = Buffer.alloc(0);
  const hash = (salt: Buffer) => (revision === 5 ? sha(256, empty, salt) : hash2B(empty, salt));
  if (!hash(u.subarray(32, 40)).equals(u.subarray(0, 32))) return null;
  return unwrap(hash(u.subarray(40, 48)), ue);
}

/** How the streams of a file with this /Encrypt dictionary and first /ID string are read. */
export function standardDecryption(d: PdfDict, id0: Buffer): Decryption {
  if (!(d.get('Filter') instanceof PdfName) || nameOf(d.get('Filter')) !== 'Standard')
    return { ok: false, why: 'unsupported' };
  const v = intOf(d, 'V');
  const r = intOf(d, 'R');
  if (v === null || r === null || ![1, 2, 4, 5].includes(v) || r < 2 || r > 6) return { ok: false, why: 'unsupported' };
  const encryptMetadata = !((v === 4 || v === 5) && d.get('EncryptMetadata') === false);
  const method = v >= 4 ? streamMethod(d) : 'V2';
  if (v === 5) {
    const key = keyR6(d, r);
    if (!key) return { ok: false, why: 'password' };
    if (method === 'None') return { ok: true, decrypt: null, encryptMetadata };
    if (method !== 'AESV3') return { ok: false, why: 'unsupported' };
    return { ok: true, decrypt: (data) => aesCbc(key, data), encryptMetadata };
  }
  let bits = intOf(d, 'Length') ?? 40;
  if (v === 4 && intOf(d, 'Length') === null) bits = 128;
  if (bits < 40 || bits > 128 || bits % 8) return { ok: false, why: 'unsupported' };
  const key = keyR4(d, id0, r, bits / 8, encryptMetadata);
  if (!key) return { ok: false, why: 'password' };
  if (method === 'None') return { ok: true, decrypt: null, encryptMetadata };
  if (method !== 'V2' && method !== 'AESV2') return { ok: false, why: 'unsupported' };
  const aes = method === 'AESV2';
  if (aes && bits !== 128) return { ok: false, why: 'unsupported' };
  const objectKey = (num: number, gen: number) => {
    const tail = Buffer.from([num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, gen & 0xff, (gen >> 8) & 0xff]);
    return md5(key, tail, aes ? Buffer.from('sAlT', 'latin1') : Buffer.alloc(0)).subarray(
      0,
      Math.min(key.length + 5, 16),
    );
  };
  return {
    ok: true,
    decrypt: (data, num, gen) => (aes ? aesCbc(objectKey(num, gen), data) : rc4(objectKey(num, gen), data)),
    encryptMetadata,
  };
}
