import type { z } from 'zod';
import { quantityTotals, type DocumentType } from '../../../contract/documents.js';
import type { DocumentRecord, quantityContent } from '../../../contract/schemas/documents.js';
import type { OffSpecTest } from '../../../contract/quality.js';
import type { Tx } from '../../db/client.js';
import type { CallerPrincipal } from '../../platform/types.js';
import * as nominationRepo from '../nominations/nominations.repository.js';
import { readDocument, relationTo, type DocumentRow, type NominationRow } from './documents.access.js';
import type { Language } from './documents.pdf.js';
import * as repo from './documents.repository.js';
import { documentSteps } from './documents.steps.js';

/** A document as its reader sees it: content and figures, signers by name and role, versions, and the reader's next steps. */
function computed(type: DocumentType, content: Record<string, unknown>, nominated: number) {
  if (type === 'quantity')
    return { totals: quantityTotals((content as z.infer<typeof quantityContent>).tanks, nominated) };
  return {};
}

export async function toRecord(tx: Tx, p: CallerPrincipal, d: DocumentRow, n: NominationRow): Promise<DocumentRecord> {
  const due = d.status === 'Pending' ? d.due : null;
  const { actions, waits } = documentSteps(p, relationTo(p, n), { ...d, due }, n.status);
  const signatures = await repo.signaturesOf(tx, d.id);
  return {
    id: d.id,
    number: d.number,
    type: d.type,
    status: d.status,
    language: d.language as Language,
    nominationId: d.nominationId,
    bargeName: d.bargeName,
    companyName: d.companyName,
    productName: d.productName,
    createdBy: d.createdByName,
    createdByRole: d.createdByRole,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    round: d.round,
    due,
    slots: d.slots,
    refusal:
      d.refusalReason && d.refusedAt
        ? {
            reason: d.refusalReason,
            userName: d.refusedByName ?? '',
            role: d.refusedByRole,
            at: d.refusedAt.toISOString(),
          }
        : null,
    content: d.content,
    offSpec: (d.offSpec as OffSpecTest[] | null) ?? null,
    computed: computed(d.type, d.content, n.quantity),
    signatures: signatures.map((s) => ({
      slot: s.slot,
      round: s.round,
      userName: s.userName,
      role: s.role,
      kind: s.kind as 'drawn' | 'typed',
      at: s.at.toISOString(),
      version: s.version,
    })),
    versions: (await repo.versionsOf(tx, d.id)).map((v) => ({
      ...v,
      reason: v.reason as 'sent' | 'signed' | 'revised',
      at: v.at.toISOString(),
    })),
    actions,
    waits,
  };
}

export function change(
  d: DocumentRow,
  before: DocumentRecord | null,
  after: DocumentRecord,
  action: 'create' | 'update' | 'sign' | 'send' | 'refuse',
) {
  return { action, entity: 'document' as const, entityId: d.id, before, after };
}

/** After a step: the record as the caller now sees it. */
export async function readBack(tx: Tx, p: CallerPrincipal, id: number) {
  const d = await readDocument(tx, id);
  const n = await nominationRepo.findNomination(tx, d.nominationId);
  return toRecord(tx, p, d, n!);
}
