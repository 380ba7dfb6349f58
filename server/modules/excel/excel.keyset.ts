/** How many rows an export reads at a time. */
export const BATCH = 2000;

interface Key {
  at: Date;
  id: number;
}

/**
 * Rows a batch at a time in (time, id) order, each batch read after the last one's key (keyset
 * paging): memory stays flat and no batch costs more than the first, whatever the period.
 * `page(after)` returns at most BATCH rows after `after` in that order.
 */
export async function* keysetBatches<R extends { id: number }>(
  page: (after: Key) => Promise<R[]>,
  timeOf: (row: R) => Date,
): AsyncGenerator<R[]> {
  let after: Key = { at: new Date(0), id: 0 };
  for (;;) {
    const batch = await page(after);
    if (!batch.length) return;
    yield batch;
    const last = batch.at(-1)!;
    after = { at: timeOf(last), id: last.id };
    if (batch.length < BATCH) return;
  }
}
