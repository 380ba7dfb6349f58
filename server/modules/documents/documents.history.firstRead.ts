import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { callerOf } from '../../platform/guard.js';
import { visibleDocument } from './documents.access.js';
import * as repo from './documents.repository.js';
import * as history from './documents.history.repository.js';
import { drawHistoryDocument, giveWay } from './documents.history.render.js';

/**
 * Drawings on first reads at once, per process. Each holds a pooled connection for its transaction
 * (and, while another process draws the same document, waits in the advisory lock with it); the
 * cap leaves the rest of the pool to everyone else's requests when many undrawn documents are
 * opened at once. Drawing is CPU work on the one event loop, so more at once would not be faster.
 */
const DRAWINGS_AT_ONCE = 2;

/** One process's drawings: at most one per document, those waiting for a place in arrival order. */
interface Drawings {
  byDocument: Map<number, Promise<void>>;
  running: number;
  queue: (() => void)[];
}

// Per database rather than per module: test files run several apps, each on a database of its own.
const drawingsOf = new WeakMap<Db, Drawings>();

function drawings(db: Db): Drawings {
  let d = drawingsOf.get(db);
  if (!d) drawingsOf.set(db, (d = { byDocument: new Map(), running: 0, queue: [] }));
  return d;
}

/** Waits, without a connection, until fewer than DRAWINGS_AT_ONCE drawings run. */
async function enter(d: Drawings): Promise<void> {
  if (d.running < DRAWINGS_AT_ONCE) {
    d.running++;
    return;
  }
  // The drawing that leaves hands its place to the first in the queue (`running` stays as it is).
  await new Promise<void>((resolve) => d.queue.push(resolve));
}

function leave(d: Drawings): void {
  const next = d.queue.shift();
  if (next) next();
  else d.running--;
}

/** Draws the document once in this process; every reader of it meanwhile awaits the same drawing. */
function drawOnce(app: FastifyInstance, id: number): Promise<void> {
  const d = drawings(app.db);
  const running = d.byDocument.get(id);
  if (running) return running;
  const drawing = (async () => {
    await enter(d);
    try {
      // The advisory lock inside still keeps two processes from drawing it twice.
      await app.db.transaction((tx) => drawHistoryDocument(app, tx, id, { wait: true, pause: giveWay }));
    } finally {
      leave(d);
    }
  })().finally(() => d.byDocument.delete(id));
  d.byDocument.set(id, drawing);
  return drawing;
}

/**
 * A read of a document's record or PDF: a demo document not drawn yet is drawn first, for a reader
 * who may see it, so its reader gets its versions rather than "no version yet". Visibility is
 * checked first: a document the caller may not see costs what a missing one costs, whether drawn
 * or not. A drawn document then costs one indexed look-up.
 */
export async function drawOnFirstRead(request: FastifyRequest, id: number): Promise<void> {
  const app = request.server;
  const doc = await repo.findDocument(app.db, id);
  if (!doc || !(await visibleDocument(app.db, callerOf(request), doc))) return;
  if (!(await history.isUndrawn(app.db, id))) return;
  await drawOnce(app, id);
}
