/**
 * Documents (issue 15): how fast a two-page certificate of quantity is made as a PDF, in English
 * and in Chinese, and how fast an uploaded PDF is verified.
 *
 * - Generation, in this process (a PDF is CPU work, no I/O): the portal's renderer against a floor
 *   that writes the same cell texts with bare pdfkit and no layout (same fonts, same subsetting),
 *   rounds interleaved; plus the PAdES signature the final version carries.
 * - Verification over HTTP, autocannon in its own process, 50 connections, rounds interleaved: the
 *   portal's POST /api/documents/verify (multipart, hash, lookups) against a bare Fastify route that
 *   hashes the raw body and runs one prepared lookup.
 * Prints one JSON line: per-second throughput, p99 and ratio portal/floor, min/median/max of rounds.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import PDFDocument from 'pdfkit';
import { renderDocument, type RenderInput } from '../server/modules/documents/documents.pdf.js';
import { cjkFontPath } from '../server/platform/pdfText.js';
import { generateSigningKey, signPdf } from '../server/platform/pades.js';
import { tankFigures } from '../contract/documents.js';
import {
  benchDatabase,
  load,
  type LoadResult,
  ROUNDS,
  runBench,
  SECONDS,
  spread,
  startBare,
  startPortal,
} from './support.js';

const TANKS = Array.from({ length: 40 }, (_, i) => ({
  tankId: null,
  tankName: `T${100 + i}`,
  openingUllageMm: 9000 + i,
  closingUllageMm: 1200 + i,
  temperatureC: 28 + (i % 7) / 2,
  density15: 0.84 + (i % 5) / 1000,
  grossObservedM3: 400 + i * 3.7,
}));

function input(language: 'en' | 'zh'): RenderInput {
  return {
    number: 'CQ-2026-00042',
    type: 'quantity',
    language,
    content: { tanks: TANKS, remarks: language === 'zh' ? '二号码头，低硫燃料油' : 'Jetty 2, low-sulphur fuel oil' },
    slots: ['surveyor', 'loadingMaster', 'bargeMaster'],
    version: 1,
    nomination: {
      id: 42,
      bargeName: 'Harbour Star 1',
      bargeImo: '9074729',
      companyName: 'Straits Bunkering Pte. Ltd.',
      productName: 'Marine Gasoil (MGO) 0.1%S',
      quantity: 20_000,
    },
    blQuantity: null,
    signatures: [],
    stamp: null,
    timeZone: 'Asia/Singapore',
    trial: true,
    verifyUrl: 'https://berth.example/verify?number=CQ-2026-00042',
    at: new Date(),
  };
}

/** The floor: the same texts written with bare pdfkit, one after another, no layout, no QR code. */
function bare(language: 'en' | 'zh'): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    const cjk = cjkFontPath();
    if (language === 'zh' && cjk) doc.registerFont('cjk', cjk).font('cjk');
    doc.fontSize(18).text(language === 'zh' ? '数量证书 CQ-2026-00042' : 'Certificate of quantity CQ-2026-00042');
    doc.fontSize(8);
    for (const t of TANKS) {
      const f = tankFigures(t);
      doc.text(
        [
          t.tankName,
          t.openingUllageMm,
          t.closingUllageMm,
          t.temperatureC,
          t.density15,
          t.grossObservedM3,
          f.vcf,
          f.netStandardM3,
          f.metricTonnes,
        ].join('  '),
      );
    }
    doc.end();
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Calls of `make` for `ms` milliseconds: per second, and p99 of one call in ms. */
async function timed(make: () => Promise<Buffer>, ms: number) {
  const times: number[] = [];
  let bytes = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const t0 = performance.now();
    bytes = (await make()).length;
    times.push(performance.now() - t0);
  }
  const total = times.reduce((s, t) => s + t, 0);
  return { perSecond: (times.length * 1000) / total, p99Ms: percentile(times, 99), bytes };
}

async function generation(language: 'en' | 'zh') {
  const portal: { perSecond: number; p99Ms: number; bytes: number }[] = [];
  const floor: typeof portal = [];
  for (let round = 0; round < ROUNDS; round++) {
    portal.push(await timed(() => renderDocument(input(language)), (SECONDS * 1000) / 2));
    floor.push(await timed(() => bare(language), (SECONDS * 1000) / 2));
  }
  const pages = (await renderDocument(input(language))).toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  return {
    pages,
    bytes: portal[0]!.bytes,
    perSecond: spread(
      portal.map((r) => r.perSecond),
      1,
    ),
    p99Ms: spread(
      portal.map((r) => r.p99Ms),
      1,
    ),
    floorPerSecond: spread(
      floor.map((r) => r.perSecond),
      1,
    ),
    ratio: spread(portal.map((r, i) => r.perSecond / floor[i]!.perSecond)),
  };
}

/** A multipart body with one file in the field "file", as the browser sends it. */
function multipart(file: Buffer) {
  const boundary = '----berthbench';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cq.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function verification(signed: Buffer) {
  const bench = await benchDatabase('documents');
  const { url, database } = bench;
  const hash = createHash('sha256').update(signed).digest('hex');
  // One signed document whose final version is `signed`, so that both sides find it.
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  await pool.query(
    `
    WITH n AS (
      INSERT INTO nominations (company_id, barge_id, product_id, quantity, status, created_by, created_at, updated_at)
      SELECT (SELECT id FROM companies WHERE code = 'STRAITS'), (SELECT min(id) FROM ships WHERE kind = 'barge'),
             (SELECT min(id) FROM products), 20000, 'CQ Uploaded', (SELECT id FROM users WHERE user_name = 'customer'), now(), now()
      RETURNING id),
    d AS (
      INSERT INTO documents (nomination_id, type, number, status, language, content, slots, created_by, created_at, updated_at)
      SELECT id, 'quantity', 'CQ-2026-00042', 'Signed', 'en', '{}'::jsonb, '{}', (SELECT id FROM users WHERE user_name = 'loadingmaster'), now(), now()
      FROM n RETURNING id)
    INSERT INTO document_versions (document_id, version, reason, pdf, sha256, sealed, at)
    SELECT id, 1, 'signed', $1, $2, true, now() FROM d`,
    [signed, hash],
  );
  // The public limit (30 a minute per address) would stop a load generator at once.
  const portal = await startPortal(database, { verifiesPerMinute: 100_000_000 });
  const floor = await startBare(async (request) => {
    const digest = createHash('sha256')
      .update(request.body as Buffer)
      .digest('hex');
    const row = await pool.query({
      name: 'find',
      text: 'SELECT document_id, version FROM document_versions WHERE sha256 = $1',
      values: [digest],
    });
    return { code: 200, msg: 'success', data: row.rows[0] ?? null };
  }, 'POST');
  const { body, contentType } = multipart(signed);
  const dir = mkdtempSync(join(tmpdir(), 'berth-bench-doc-'));
  writeFileSync(join(dir, 'multipart'), body);
  writeFileSync(join(dir, 'pdf'), signed);
  const runPortal = () =>
    load(`${portal.base}/api/documents/verify`, { 'content-type': contentType }, undefined, {
      bodyFile: join(dir, 'multipart'),
    });
  const runFloor = () =>
    load(floor.url, { 'content-type': 'application/pdf' }, undefined, { bodyFile: join(dir, 'pdf') });
  await runPortal();
  await runFloor();
  const portalRuns: LoadResult[] = [];
  const floorRuns: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    portalRuns.push(await runPortal());
    floorRuns.push(await runFloor());
  }
  rmSync(dir, { recursive: true, force: true });
  await portal.close();
  await floor.close();
  await pool.end();
  await bench.cleanup();
  return {
    reqPerSec: spread(
      portalRuns.map((r) => r.reqPerSec),
      0,
    ),
    p99Ms: spread(
      portalRuns.map((r) => r.p99Ms),
      0,
    ),
    floorReqPerSec: spread(
      floorRuns.map((r) => r.reqPerSec),
      0,
    ),
    ratio: spread(portalRuns.map((r, i) => r.reqPerSec / floorRuns[i]!.reqPerSec)),
    non2xx: portalRuns.reduce((s, r) => s + r.non2xx, 0),
  };
}

async function main() {
  const en = await generation('en');
  const zh = await generation('zh');
  const key = generateSigningKey();
  const unsigned = await renderDocument(input('en'));
  const sealing = await timed(() => signPdf(unsigned, key, { reason: 'bench', location: 'Berth' }), SECONDS * 500);
  const signed = await signPdf(unsigned, key, { reason: 'bench', location: 'Berth' });
  const verify = await verification(signed);
  process.stdout.write(
    `${JSON.stringify({
      bench: 'documents',
      rounds: ROUNDS,
      generation: { en, zh },
      pades: { perSecond: Math.round(sealing.perSecond * 10) / 10, p99Ms: Math.round(sealing.p99Ms * 10) / 10 },
      verification: verify,
    })}\n`,
  );
}

runBench(main);
