import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { SignPdf } from '@signpdf/signpdf';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { MINUTE, DAY } from '../../contract/time.js';

/** The terminal's signing identity: a PKCS#12 file and its passphrase. */
export interface SigningKey {
  p12: Buffer;
  passphrase: string;
}

/** A self-signed certificate for the terminal, valid ten years (docs/operations.md says how to use a real one). */
export function generateSigningKey(commonName = 'Berth terminal'): SigningKey {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - MINUTE);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * DAY);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Berth' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const passphrase = randomBytes(18).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}

/**
 * The key configured (SIGNING_P12 and SIGNING_P12_PASSPHRASE), else the one generated into the data
 * folder on first start (signing.p12 and signing.pass beside it). Several processes sharing one data
 * folder share it; processes on separate machines should be given the same configured key.
 */
export function loadSigningKey(dataDir: string, configured?: { path?: string; passphrase?: string }): SigningKey {
  if (configured?.path) {
    return { p12: readFileSync(configured.path), passphrase: configured.passphrase ?? '' };
  }
  const p12Path = join(dataDir, 'signing.p12');
  const passPath = join(dataDir, 'signing.pass');
  if (!existsSync(p12Path)) {
    mkdirSync(dirname(p12Path), { recursive: true });
    const key = generateSigningKey();
    try {
      writeFileSync(passPath, key.passphrase, { mode: 0o600, flag: 'wx' });
      writeFileSync(p12Path, key.p12, { mode: 0o600, flag: 'wx' });
    } catch (e) {
      // Another process made it first: use theirs.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  return { p12: readFileSync(p12Path), passphrase: readFileSync(passPath, 'utf8').trim() };
}

/** The PDF signed with the terminal's key (PAdES, detached PKCS#7): a reader shows it intact since. */
export async function signPdf(
  pdf: Buffer,
  key: SigningKey,
  meta: { reason: string; location: string },
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: meta.reason,
    location: meta.location,
    name: 'Berth',
    contactInfo: '',
    subFilter: 'ETSI.CAdES.detached',
  });
  return new SignPdf().sign(withPlaceholder, new P12Signer(key.p12, { passphrase: key.passphrase }));
}
