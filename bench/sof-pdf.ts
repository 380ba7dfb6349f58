/**
 * The statement of facts' PDF (issue 33): how long the final version of a call's SoF takes to make
 * (render with both signatures, then the PAdES seal the last signature adds), against the baseline
 * of rendering the certificate of quantity the portal already makes, in the same run.
 *
 * In this process: a PDF is CPU work with no I/O, so there is no load generator to keep apart.
 * One SoF of 20 event rows (three stops, four corrected values struck through) in English, rounds
 * interleaved with the baseline so that a noisy moment of the shared machine hits both; one warm-up
 * of each first. Target: the SoF's median ≤ 300 ms. Prints one JSON line: min/median/max in ms of
 * both and of their ratio per round. BENCH_SOF_PDF=<file> also writes the SoF made.
 */
import { writeFileSync } from 'node:fs';
import { renderDocument, type RenderInput } from '../server/modules/documents/documents.pdf.js';
import type { SofContent, SofLine } from '../server/modules/documents/documents.sof.pdf.js';
import type { DrawnSignature } from '../server/modules/documents/documents.pictures.js';
import { generateSigningKey, signPdf } from '../server/platform/pades.js';
import { MINUTE } from '../contract/time.js';
import type { SofEvent } from '../contract/portCall.js';
import { runBench, spread } from './support.js';

const ROUNDS = Math.max(20, Number(process.env.BENCH_ROUNDS ?? 30));
const TARGET_MS = 300;
const START = Date.UTC(2026, 10, 20, 1, 0);

/** Event, minutes after the start, stop cause; a correction replaces the row before it. */
const CALL: [SofEvent, number, ('terminal' | 'weather')?][] = [
  ['arrived', 0],
  ['pilotOnBoard', 25],
  ['allFast', 70],
  ['hosesConnected', 95],
  ['checklistCompleted', 120],
  ['commencedPumping', 140],
  ['stoppedPumping', 260, 'weather'],
  ['resumedPumping', 300],
  ['stoppedPumping', 420, 'terminal'],
  ['resumedPumping', 445],
  ['stoppedPumping', 560, 'weather'],
  ['resumedPumping', 590],
  ['completedPumping', 700],
  ['hosesDisconnected', 725],
  ['documentsOnBoard', 760],
  ['castOff', 790],
];

function sofContent(): SofContent {
  const events: SofLine[] = [];
  const line = (event: SofEvent, minutes: number, over: Partial<SofLine> = {}): SofLine => ({
    id: events.length + 1,
    event,
    at: new Date(START + minutes * MINUTE).toISOString(),
    cause: null,
    reason: null,
    current: true,
    replacesId: null,
    correctionReason: null,
    enteredBy: 'Rahman Ismail',
    enteredByRole: 11,
    ...over,
  });
  for (const [event, minutes, cause] of CALL) {
    const reason = cause === 'weather' ? 'Squall over the anchorage' : 'Shore tank change-over';
    events.push(line(event, minutes, cause ? { cause, reason } : {}));
  }
  // Four corrections (the old rows kept, struck through): all fast, the arrival, and cast off twice.
  for (const [event, minutes, why] of [
    ['allFast', 65, 'Mooring log read again'],
    ['arrived', 5, 'NOR tendered by radio first'],
    ['castOff', 800, 'Barge log: last line let go later'],
    ['castOff', 805, 'Time of the pilot’s log'],
  ] as const) {
    const old = events.find((e) => e.event === event && e.current)!;
    old.current = false;
    events.push(line(event, minutes, { replacesId: old.id, correctionReason: why }));
  }
  return {
    berthName: 'J1-A',
    actualQuantity: 1987.412,
    events,
    figures: { waitingHours: 1, alongsideHours: 12.33, pumpingHours: 8.67, stops: 3, netRate: 229.2 },
  };
}

const SIGNED_AT = new Date(START + 820 * MINUTE);
const signature = (slot: 'loadingMaster' | 'bargeMaster', userName: string, role: number): DrawnSignature => ({
  slot,
  round: 1,
  userName,
  role,
  kind: 'typed',
  image: null,
  typedName: userName,
  version: slot === 'loadingMaster' ? 2 : 3,
  at: SIGNED_AT,
});

const base = {
  language: 'en' as const,
  version: 3,
  nomination: {
    id: 42,
    bargeName: 'Harbour Star 1',
    bargeImo: '9074729',
    companyName: 'Straits Bunkering Pte. Ltd.',
    productName: 'Marine Gasoil (MGO) 0.1%S',
    quantity: 2000,
  },
  blQuantity: null,
  stamp: null,
  timeZone: 'Asia/Singapore',
  trial: false,
  at: SIGNED_AT,
};

const SOF: RenderInput = {
  ...base,
  number: 'SOF-2026-00042',
  type: 'statementOfFacts',
  content: sofContent() as unknown as Record<string, unknown>,
  slots: ['loadingMaster', 'bargeMaster'],
  signatures: [signature('loadingMaster', 'Rahman Ismail', 11), signature('bargeMaster', 'Harbour Star 1', 8)],
  verifyUrl: 'https://berth.example/verify?number=SOF-2026-00042',
};

/** The baseline: the certificate of quantity the portal makes, three tanks, signed by its three. */
const CQ: RenderInput = {
  ...base,
  number: 'CQ-2026-00042',
  type: 'quantity',
  content: {
    tanks: ['T101', 'T102', 'T103'].map((tankName, i) => ({
      tankId: null,
      tankName,
      openingUllageMm: 9000 + i,
      closingUllageMm: 1200 + i,
      temperatureC: 30 + i / 2,
      density15: 0.845,
      grossObservedM3: 780 + i * 3.7,
    })),
    remarks: null,
  },
  slots: ['surveyor', 'loadingMaster', 'bargeMaster'],
  signatures: [
    { ...signature('loadingMaster', 'Priya Nair', 7), slot: 'surveyor' },
    signature('loadingMaster', 'Rahman Ismail', 11),
    signature('bargeMaster', 'Harbour Star 1', 8),
  ],
  verifyUrl: 'https://berth.example/verify?number=CQ-2026-00042',
};

async function ms<T>(make: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await make();
  return [performance.now() - t0, out];
}

async function main() {
  const key = generateSigningKey();
  const seal = { reason: 'SOF-2026-00042 signed by every party', location: 'Berth' };
  const sof = async () => signPdf(await renderDocument(SOF), key, seal);
  const cq = () => renderDocument(CQ);
  await sof();
  await cq();
  const renderMs: number[] = [];
  const sealMs: number[] = [];
  const cqMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [render, unsigned] = await ms(() => renderDocument(SOF));
    renderMs.push(render);
    sealMs.push((await ms(() => signPdf(unsigned, key, seal)))[0]);
    cqMs.push((await ms(cq))[0]);
  }
  const sofMs = renderMs.map((v, i) => v + sealMs[i]!);
  const made = await sof();
  if (process.env.BENCH_SOF_PDF) writeFileSync(process.env.BENCH_SOF_PDF, made);
  const median = spread(sofMs, 1).median;
  process.stdout.write(
    `${JSON.stringify({
      bench: 'sof-pdf',
      rounds: ROUNDS,
      events: (SOF.content as unknown as SofContent).events.length,
      // Counted before the seal: its incremental update writes the first page's object again.
      pages: (await renderDocument(SOF)).toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0,
      bytes: made.length,
      sofRenderAndSealMs: spread(sofMs, 1),
      sofRenderMs: spread(renderMs, 1),
      sealMs: spread(sealMs, 1),
      cqRenderMs: spread(cqMs, 1),
      ratio: spread(sofMs.map((v, i) => v / cqMs[i]!)),
      renderRatio: spread(renderMs.map((v, i) => v / cqMs[i]!)),
      targetMs: TARGET_MS,
      withinTarget: median <= TARGET_MS,
    })}\n`,
  );
}

runBench(main);
