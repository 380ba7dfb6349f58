import { createHash, createPublicKey, verify } from 'node:crypto';
import forge from 'node-forge';
import PDFDocument from 'pdfkit';
import { SignPdf } from '@signpdf/signpdf';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { describe, expect, it } from 'vitest';
import { generateSigningKey, signPdf, type SigningKey } from './pades.js';

/**
 * The seal keeps its key read once and signs through node:crypto (pades.ts): its PKCS#7 must still
 * verify as @signpdf's own signer's does, name the key's certificate, and cover the signed bytes.
 */
async function smallPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('Statement of facts');
  doc.end();
  return done;
}

const asn1Of = (der: Buffer) => forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')));
/** The DER value at the start of `bytes`, without what follows it: its header says how long it is. */
function derValue(bytes: Buffer): Buffer {
  const first = bytes[1]!;
  const lengthBytes = first & 0x80 ? first & 0x7f : 0;
  const length = lengthBytes ? bytes.subarray(2, 2 + lengthBytes).reduce((n, b) => n * 256 + b, 0) : first;
  return bytes.subarray(0, 2 + lengthBytes + length);
}
const bytesOf = (node: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');

/** The last signature of a signed PDF: whether it verifies with `certPem`, and whether its digest is of the bytes it covers. */
function check(pdf: Buffer, certPem: string) {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\s*\]/g)].at(-1)!.slice(1).map(Number);
  const [a, b, c, d] = ranges as [number, number, number, number];
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  // The placeholder is zero padded after the DER: its own length says where it ends (stripping the zeros cut a
  // signature whose last byte was 00, one in 256).
  const contentInfo = asn1Of(derValue(Buffer.from(text.slice(a + b + 1, c - 1), 'hex')));
  const signedData = (contentInfo.value as forge.asn1.Asn1[])[1]!.value[0] as forge.asn1.Asn1;
  const signerInfos = (signedData.value as forge.asn1.Asn1[]).at(-1)!;
  const signer = (signerInfos.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
  const attributes = signer.find((n) => n.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && n.type === 0)!;
  const signature = Buffer.from(signer.at(-1)!.value as string, 'binary');
  // Signed as a SET: the [0] IMPLICIT tag becomes SET's.
  const asSet = bytesOf(attributes);
  asSet[0] = 0x31;
  const digestAttribute = (attributes.value as forge.asn1.Asn1[]).find(
    (attr) =>
      forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids.messageDigest,
  )!;
  const digest = ((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string;
  return {
    verifies: verify('sha256', asSet, createPublicKey(certPem), signature),
    coversBytes: Buffer.from(digest, 'binary').equals(createHash('sha256').update(signed).digest()),
  };
}

function certificateOf(key: SigningKey): string {
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1Of(key.p12), false, key.passphrase);
  const bag = p12.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]![0]!;
  return forge.pki.certificateToPem(bag.cert!);
}

const META = { reason: 'SOF-2026-00001 signed by every party', location: 'Berth' };

describe('the PAdES seal', () => {
  it('verifies as @signpdf’s own P12 signer’s does, over the bytes it covers, with the key’s certificate', async () => {
    const key = generateSigningKey();
    const cert = certificateOf(key);
    const pdf = await smallPdf();
    const theirs = await new SignPdf().sign(
      plainAddPlaceholder({
        pdfBuffer: pdf,
        ...META,
        name: 'Berth',
        contactInfo: '',
        subFilter: 'ETSI.CAdES.detached',
      }),
      new P12Signer(key.p12, { passphrase: key.passphrase }),
    );
    expect(check(theirs, cert)).toEqual({ verifies: true, coversBytes: true });
    const ours = await signPdf(pdf, key, META);
    expect(check(ours, cert)).toEqual({ verifies: true, coversBytes: true });
    // Sealed again (kept key): still right; a changed byte no longer covered.
    const again = await signPdf(ours, key, META);
    expect(check(again, cert)).toEqual({ verifies: true, coversBytes: true });
    const tampered = Buffer.from(ours);
    tampered[20] = tampered[20]! ^ 1;
    expect(check(tampered, cert).coversBytes).toBe(false);
  });

  it('signs with each key its own: a second key is read afresh, not the first one kept', async () => {
    const first = generateSigningKey();
    const second = generateSigningKey();
    const pdf = await smallPdf();
    await signPdf(pdf, first, META);
    const bySecond = await signPdf(pdf, second, META);
    expect(check(bySecond, certificateOf(second)).verifies).toBe(true);
    expect(check(bySecond, certificateOf(first)).verifies).toBe(false);
  });
});
