import { NUMBER_PREFIX, SIGNERS } from '../contract/documents.js';
import type { NominationProgress } from '../contract/enums.js';
import { msg, type CatalogueMessage } from '../contract/messages/index.js';
import type { documents, documentSignatures, nominationLog } from '../server/db/schema/index.js';
import { SENT_AFTER } from '../server/modules/documents/documents.history.render.js';
import { sofContent } from '../server/modules/documents/documents.sof.js';
import type { SofEventRow } from '../server/modules/documents/documents.sof.repository.js';
import { LOG } from '../server/modules/nominations/nominations.log.repository.js';
import { mulberry32 } from '../server/platform/seeded.js';
import { MINUTE } from '../contract/time.js';

type Signer = { id: number; nick: string; role: number };

/** What the statement of facts of one cast-off call needs (portCall.ts gathers it). */
export interface SofCall {
  id: number;
  status: NominationProgress;
  berthName: string;
  quantity: number;
  actualQuantity: number | null;
  /** When cast off was entered: the live system makes the statement in that transaction. */
  madeAt: number;
  rows: SofEventRow[];
  loadingMaster: Signer;
  bargeMaster: Signer;
}

/**
 * The statements of facts of the calls that cast off, as facts the history's PDFs are drawn from
 * after start (documents.history.render.ts), as demo/documents/facts.ts writes the certificates:
 * made at cast off, sent, signed by the loading master and then the barge's master, each an hour or
 * so apart; a signature still ahead of `now` leaves it waiting for its signer. Every Completed call's
 * is signed (its completion came hours after). Numbered per year in the order they were made.
 */
export function sofDocuments(calls: readonly SofCall[], now: number, seed: number) {
  const docs: (typeof documents.$inferInsert)[] = [];
  const signatures: (Omit<typeof documentSignatures.$inferInsert, 'documentId'> & { number: string })[] = [];
  const logs: (typeof nominationLog.$inferInsert)[] = [];
  const counters = new Map<number, number>();
  const slots = [...SIGNERS.statementOfFacts];
  for (const c of [...calls].sort((a, b) => a.madeAt - b.madeAt || a.id - b.id)) {
    const next = mulberry32(seed + c.id * 31_337);
    const createdAt = new Date(c.madeAt);
    const sentAt = c.madeAt + SENT_AFTER;
    // Drawing dates its first version SENT_AFTER after it was made: a call cast off less than that
    // ago gets none rather than a version dated ahead of now (its progress stays castOff).
    if (sentAt > now) continue;
    const year = createdAt.getUTCFullYear();
    const seq = (counters.get(year) ?? 0) + 1;
    counters.set(year, seq);
    const number = `${NUMBER_PREFIX.statementOfFacts}-${year}-${String(seq).padStart(5, '0')}`;
    const lm = sentAt + Math.round(10 + next() * 30) * MINUTE;
    const bm = lm + Math.round(15 + next() * 75) * MINUTE;
    const times = [lm, bm].filter((at) => at <= now || c.status === 'Completed');
    const signers = [c.loadingMaster, c.bargeMaster];
    const done = times.length === slots.length;
    const line = (detail: CatalogueMessage, userId: number, at: number) =>
      logs.push({
        nominationId: c.id,
        action: LOG.documentSigning,
        fromStatus: c.status,
        toStatus: c.status,
        detailKey: detail.key,
        detailParams: detail.params ?? {},
        userId,
        at: new Date(at),
      });
    const content = sofContent(
      c.rows,
      { berthName: c.berthName, quantity: c.quantity, actualQuantity: c.actualQuantity } as Parameters<
        typeof sofContent
      >[1],
      new Date(c.madeAt),
    );
    docs.push({
      nominationId: c.id,
      type: 'statementOfFacts',
      number,
      status: done ? 'Signed' : 'Pending',
      language: 'en',
      content: content as unknown as Record<string, unknown>,
      slots,
      due: done ? null : slots[times.length]!,
      createdBy: c.loadingMaster.id,
      createdAt,
      updatedAt: new Date(times.at(-1) ?? sentAt),
    });
    line(msg('documentLog.created', { number }), c.loadingMaster.id, c.madeAt);
    line(msg('documentLog.sent', { number, version: 1 }), c.loadingMaster.id, sentAt);
    times.forEach((at, i) => {
      const who = signers[i]!;
      const slot = slots[i]!;
      signatures.push({
        number,
        round: 1,
        slot,
        userId: who.id,
        userName: who.nick,
        role: who.role,
        kind: 'typed',
        typedName: who.nick,
        version: i + 2,
        at: new Date(at),
      });
      line(msg('documentLog.signedBy', { number, slot: { key: `signerSlots.${slot}` }, version: i + 2 }), who.id, at);
    });
  }
  return { docs, signatures, logs, counters };
}
