import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { constants, createPrivateKey, privateEncrypt, randomBytes, type KeyObject } from 'node:crypto';
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

/** What a seal needs of a signing key, read from its PKCS#12 once. */
interface Identity {
  certificates: forge.pki.Certificate[];
  /** The certificate of the private key: the one the signature names. */
  certificate: forge.pki.Certificate;
  privateKey: KeyObject;
}

/**
 * Identities by key object. The key is loaded once per process (server/main.ts, app.signingKey) and
 * never changed in place: a new key (another file, a rotation) is a new object, read afresh, and an
 * old one's entry goes with it (weak). Reading the PKCS#12 (its 3DES and key derivation in
 * JavaScript) on every seal cost tens of milliseconds.
 */
const identities = new WeakMap<SigningKey, Identity>();

function identityOf(key: SigningKey): Identity {
  const known = identities.get(key);
  if (known) return known;
  // As @signpdf/signer-p12 reads it: every certificate, and the shrouded private key.
  const p12 = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(forge.util.createBuffer(key.p12.toString('binary'))),
    false,
    key.passphrase,
  );
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const certificates = bags(forge.pki.oids.certBag!)
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => !!c);
  const shrouded = bags(forge.pki.oids.pkcs8ShroudedKeyBag!);
  const forgeKey = shrouded?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!forgeKey) throw new Error('The signing key file holds no private key.');
  const certificate = certificates.find((c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return forgeKey.n.compareTo(pub.n) === 0 && forgeKey.e.compareTo(pub.e) === 0;
  });
  if (!certificate) throw new Error('The signing key file holds no certificate of its private key.');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(forgeKey));
  const identity = { certificates, certificate, privateKey };
  identities.set(key, identity);
  return identity;
}

/** DigestInfo's prefix for SHA-256 (RFC 8017 §9.2, note 1): what RSASSA-PKCS1-v1_5 signs before the digest. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * @signpdf's P12 signer, with the key read once (`identityOf`) and the RSA operation done by
 * node:crypto instead of forge's JavaScript: the same PKCS#7 (detached, SHA-256, the same signed
 * attributes in the same order, every certificate of the file).
 */
class KeptKeySigner extends P12Signer {
  constructor(private readonly identity: Identity) {
    super(Buffer.alloc(0));
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const { certificates, certificate, privateKey } = this.identity;
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    for (const c of certificates) p7.addCertificate(c);
    // forge calls the key's sign with the digest of the signed attributes; node:crypto pads and signs it.
    const key = {
      sign: (md: forge.md.MessageDigest) => {
        if (md.algorithm !== 'sha256') throw new Error(`unexpected digest ${md.algorithm}`);
        const digest = Buffer.from(md.digest().getBytes(), 'binary');
        const data = Buffer.concat([SHA256_DIGEST_INFO, digest]);
        return privateEncrypt({ key: privateKey, padding: constants.RSA_PKCS1_PADDING }, data).toString('binary');
      },
    };
    p7.addSigner({
      key: key as unknown as forge.pki.rsa.PrivateKey,
      certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
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
  return new SignPdf().sign(withPlaceholder, new KeptKeySigner(identityOf(key)));
}
