import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { VERIFY_MESSAGES, type VerifyResult } from '../../../contract/schemas/documents.js';
import { textOf } from '../../../contract/messages/index.js';
import * as repo from './documents.repository.js';
import { findInvoiceByHash } from './documents.verify.repository.js';

/**
 * DECISIONS.md §6's answers to "is this PDF ours?", by the file's SHA-256 alone: a single changed
 * byte makes another hash. Not a PDF or no known hash: invalid. Any version of a document that is
 * not Signed (Pending, Rejected; a Draft has no version until it is sent): not fully signed, before
 * "not the latest", as no version of it is valid and "not the latest" would send the holder to a
 * latest one that is no better. An older version of a Signed document: not the latest. Its latest version without the terminal's
 * signature: signature missing. Else valid, with the document's number, type, version and signers.
 */
export async function verifyPdf(db: Db, file: Buffer): Promise<VerifyResult> {
  const { outcome, document } = await check(db, file);
  const key = VERIFY_MESSAGES[outcome];
  return { outcome, messageKey: key, message: key ? textOf({ key }) : null, document };
}

async function check(db: Db, file: Buffer): Promise<Pick<VerifyResult, 'outcome' | 'document'>> {
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-') return { outcome: 'invalid', document: null };
  const hash = createHash('sha256').update(file).digest('hex');
  const found = await repo.findByHash(db, hash);
  if (!found) return invoiceOutcome(await findInvoiceByHash(db, hash));
  const { latestVersion } = found;
  const document = {
    number: found.number,
    type: found.type,
    status: found.status,
    version: found.version,
    latestVersion,
    signers: found.signers,
  };
  if (found.status !== 'Signed') return { outcome: 'notFullySigned', document };
  if (found.version < latestVersion) return { outcome: 'notLatest', document };
  if (!found.signedCopy) return { outcome: 'signatureMissing', document };
  return { outcome: 'valid', document };
}

/**
 * An invoice or credit note is issued once and never changes (DECISIONS §11): its one file, sealed
 * or as drawn before the seal, is valid; it has one version and no signers but the terminal's seal.
 */
function invoiceOutcome(
  invoice: Awaited<ReturnType<typeof findInvoiceByHash>>,
): Pick<VerifyResult, 'outcome' | 'document'> {
  if (!invoice) return { outcome: 'invalid', document: null };
  return {
    outcome: 'valid',
    document: {
      number: invoice.number,
      type: invoice.kind,
      status: 'Signed',
      version: 1,
      latestVersion: 1,
      signers: [],
    },
  };
}
