import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { offSpecOf, type QualityTestLine, type SpecLimit } from '../contract/quality.js';
import type { Db } from '../server/db/client.js';
import { documents, documentSignatures, nominations, products } from '../server/db/schema/index.js';
import { markOffSpec } from '../server/modules/documents/documents.offSpec.js';

/** Its own seed lock, like the documents' facts (727007). */
const QUALITY_LOCK = 727034;

/**
 * The demo products' specification limits (issue 34), by the start of their names, from public
 * typical limits: sulphur as MARPOL Annex VI caps it (0.10 % m/m for gasoil, 0.50 % for VLSFO since
 * IMO 2020, 3.50 % for high-sulphur fuel), density, flash point, water and viscosity as ISO 8217's
 * DMB and RMG 380 grades write them, and gasoline as EN 228 (10 mg/kg sulphur, 720–775 kg/m³, RON 95).
 */
export const DEMO_LIMITS: [RegExp, SpecLimit[]][] = [
  [
    /^Marine Gasoil/,
    [
      { test: 'sulphur', min: null, max: 0.1 },
      { test: 'density15', min: null, max: 900 },
      { test: 'flashPoint', min: 60, max: null },
      { test: 'water', min: null, max: 0.3 },
      { test: 'viscosity40', min: 2, max: 11 },
    ],
  ],
  [
    /^Very Low/,
    [
      { test: 'sulphur', min: null, max: 0.5 },
      { test: 'density15', min: null, max: 991 },
      { test: 'flashPoint', min: 60, max: null },
      { test: 'water', min: null, max: 0.5 },
      { test: 'viscosity50', min: null, max: 380 },
    ],
  ],
  [
    /^High Sulphur/,
    [
      { test: 'sulphur', min: null, max: 3.5 },
      { test: 'density15', min: null, max: 991 },
      { test: 'flashPoint', min: 60, max: null },
      { test: 'water', min: null, max: 0.5 },
      { test: 'viscosity50', min: null, max: 380 },
    ],
  ],
  [
    /^Gasoline/,
    [
      { test: 'sulphur', min: null, max: 0.001 },
      { test: 'density15', min: 720, max: 775 },
      { test: 'ron', min: 95, max: null },
    ],
  ],
];

/**
 * The two certificates the demo signs off-spec, each by the product it is of and the result it
 * carries instead of the measured one: a VLSFO delivery over the IMO 2020 sulphur cap, and a
 * high-sulphur fuel oil flashing below 60 °C.
 */
const OFF_SPEC: [RegExp, string, number][] = [
  [/^Very Low/, 'Sulphur', 0.62],
  [/^High Sulphur/, 'Flash point', 57],
];

/**
 * Gives the demo products their limits and makes exactly two signed certificates of quality
 * off-spec (DECISIONS.md §12), marked as signing marks one (documents.offSpec.ts): the failing tests
 * stored, the nomination's log line and the notices to logistics and the customer, at its signing.
 * Runs after the documents' facts and before their PDFs are drawn (after start), so the PDFs show
 * the results written here. Told once: a second run finds the limits set and does nothing.
 */
export async function seedQuality(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUALITY_LOCK})`);
    const rows = await tx.select({ id: products.id, name: products.name, limits: products.specLimits }).from(products);
    if (rows.some((p) => p.limits.length > 0)) return 0;
    const limitsOf = new Map<number, SpecLimit[]>();
    for (const p of rows) {
      const limits = DEMO_LIMITS.find(([re]) => re.test(p.name))?.[1];
      if (!limits) continue;
      limitsOf.set(p.id, limits);
      await tx.update(products).set({ specLimits: limits }).where(eq(products.id, p.id));
    }
    let marked = 0;
    for (const [product, parameter, result] of OFF_SPEC) {
      // The latest certificate signed for a completed call of that product.
      const [doc] = await tx
        .select({
          id: documents.id,
          number: documents.number,
          content: documents.content,
          at: documents.updatedAt,
          nominationId: nominations.id,
          productId: nominations.productId,
          productName: products.name,
          status: nominations.status,
          companyId: nominations.companyId,
          hideFromTerminal: nominations.hideFromTerminal,
        })
        .from(documents)
        .innerJoin(nominations, eq(nominations.id, documents.nominationId))
        .innerJoin(products, eq(products.id, nominations.productId))
        .where(
          and(
            eq(documents.type, 'quality'),
            eq(documents.status, 'Signed'),
            eq(nominations.status, 'Completed'),
            eq(nominations.hideFromTerminal, false),
            sql`${products.name} ~ ${product.source}`,
          ),
        )
        .orderBy(desc(documents.updatedAt), desc(documents.id))
        .limit(1);
      if (!doc) continue;
      const content = doc.content as { tests: QualityTestLine[] };
      const tests = content.tests.map((t) => (t.parameter === parameter ? { ...t, result } : t));
      // Only a result that fails is written in: the demo does not touch a certificate it would not mark.
      if (!offSpecOf(tests, limitsOf.get(doc.productId) ?? []).length) continue;
      await tx
        .update(documents)
        .set({ content: { ...content, tests } })
        .where(eq(documents.id, doc.id));
      const [signer] = await tx
        .select({ userId: documentSignatures.userId })
        .from(documentSignatures)
        .where(and(eq(documentSignatures.documentId, doc.id), isNotNull(documentSignatures.userId)))
        .orderBy(desc(documentSignatures.at))
        .limit(1);
      // Marked as signing marks it (documents.offSpec.ts), by its last signer at its signing.
      await markOffSpec(
        tx,
        { id: doc.id, number: doc.number, content: { ...content, tests } },
        { ...doc, id: doc.nominationId },
        signer?.userId ?? null,
        doc.at,
      );
      marked++;
    }
    return marked;
  });
}
