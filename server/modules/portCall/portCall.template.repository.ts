import { asc, eq, sql } from 'drizzle-orm';
import { CHECKLIST_PARTS, type ChecklistPart } from '../../../contract/portCall.js';
import type { ChecklistItemInput, ChecklistItemRecord } from '../../../contract/schemas/portCall.js';
import type { DbOrTx } from '../../db/client.js';
import { checklistItems } from '../../db/schema/index.js';

/** The checklist template (DECISIONS.md §10): items are retired (`active` false), never deleted. */

const columns = {
  id: checklistItems.id,
  part: checklistItems.part,
  textEn: checklistItems.textEn,
  textZh: checklistItems.textZh,
  critical: checklistItems.critical,
  position: checklistItems.position,
  active: checklistItems.active,
};

const toRecord = (r: { part: string } & Omit<ChecklistItemRecord, 'part'>): ChecklistItemRecord => ({
  ...r,
  part: r.part as ChecklistPart,
});

// The parts in the order a call meets them, then each part's own order.
const partOrder = sql`array_position(${sql.param([...CHECKLIST_PARTS])}::text[], ${checklistItems.part}::text)`;

export async function listItems(db: DbOrTx): Promise<ChecklistItemRecord[]> {
  const rows = await db
    .select(columns)
    .from(checklistItems)
    .orderBy(partOrder, asc(checklistItems.position), asc(checklistItems.id));
  return rows.map(toRecord);
}

export async function findItem(db: DbOrTx, id: number, lock = false): Promise<ChecklistItemRecord | undefined> {
  const q = db.select(columns).from(checklistItems).where(eq(checklistItems.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row && toRecord(row);
}

export async function insertItem(db: DbOrTx, input: ChecklistItemInput, at: Date): Promise<ChecklistItemRecord> {
  const [row] = await db
    .insert(checklistItems)
    .values({ ...input, updatedAt: at })
    .returning(columns);
  return toRecord(row!);
}

export async function updateItem(
  db: DbOrTx,
  id: number,
  input: ChecklistItemInput,
  at: Date,
): Promise<ChecklistItemRecord> {
  const [row] = await db
    .update(checklistItems)
    .set({ ...input, updatedAt: at })
    .where(eq(checklistItems.id, id))
    .returning(columns);
  return toRecord(row!);
}
