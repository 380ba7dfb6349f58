/**
 * DECISIONS.md §6 as data and arithmetic, shared by the server (which stores and prints the
 * figures) and the browser (which shows them live in the form): who signs each document in which
 * order, and the figures of a certificate computed from what the surveyor measured, never typed.
 */
import { hasTerminalRole, isSurveyor, isBarge, type Principal } from './permissions.js';
import { ROLES, type NominationProgress } from './enums.js';

/** `statementOfFacts` is made by the server at cast off from the call's events (DECISIONS §10), never by hand. */
export const DOCUMENT_TYPES = ['quantity', 'quality', 'billOfLading', 'statementOfFacts'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** The number's prefix: CQ-2026-00001, COQ-…, BL-…, SOF-…. */
export const NUMBER_PREFIX: Record<DocumentType, string> = {
  quantity: 'CQ',
  quality: 'COQ',
  billOfLading: 'BL',
  statementOfFacts: 'SOF',
};

export const DOC_STATUSES = ['Draft', 'Pending', 'Signed', 'Rejected'] as const;
export type DocStatus = (typeof DOC_STATUSES)[number];

/** A place in a document's signing order. */
export const SIGNER_SLOTS = ['surveyor', 'loadingMaster', 'terminal', 'bargeMaster'] as const;
export type SignerSlot = (typeof SIGNER_SLOTS)[number];

export const SIGNERS: Record<DocumentType, readonly SignerSlot[]> = {
  quantity: ['surveyor', 'loadingMaster', 'bargeMaster'],
  quality: ['surveyor'],
  billOfLading: ['terminal', 'bargeMaster'],
  statementOfFacts: ['loadingMaster', 'bargeMaster'],
};

const { TERMINAL_LOGISTICS, TERMINAL_LOADING_MASTER } = ROLES;

/** How the caller stands to the document's nomination, computed by the server. */
export interface DocumentRelation {
  /** A surveyor of a company named on the nomination. */
  namedSurveyor: boolean;
  /** The barge user of the nomination's barge. */
  ownBarge: boolean;
}

/** Whether `p` may sign in `slot` (the slot being due is checked separately). */
export function fillsSlot(p: Principal, r: DocumentRelation, slot: SignerSlot): boolean {
  switch (slot) {
    case 'surveyor':
      return isSurveyor(p) && r.namedSurveyor;
    case 'loadingMaster':
    case 'terminal':
      return hasTerminalRole(p, [TERMINAL_LOADING_MASTER, TERMINAL_LOGISTICS]);
    case 'bargeMaster':
      return isBarge(p) && r.ownBarge;
  }
}

/** Who makes (creates, edits, sends, revises) a document of `type`. */
export function mayMake(p: Principal, r: DocumentRelation, type: DocumentType): boolean {
  const terminal = hasTerminalRole(p, [TERMINAL_LOGISTICS, TERMINAL_LOADING_MASTER]);
  if (type === 'statementOfFacts') return false;
  if (type === 'billOfLading') return terminal;
  if (type === 'quality') return isSurveyor(p) && r.namedSurveyor;
  return (isSurveyor(p) && r.namedSurveyor) || terminal;
}

/** The nomination states in which each document may be made and sent. */
export const MAKE_STATES: Record<DocumentType, readonly NominationProgress[]> = {
  quantity: ['Booked', 'Signing in Progress'],
  quality: ['Booked', 'Signing in Progress', 'CQ Uploaded', 'Completed'],
  billOfLading: ['CQ Uploaded', 'Completed'],
  statementOfFacts: [],
};

/** The terminal's signature carries its stamp. */
export const STAMPED_SLOTS: readonly SignerSlot[] = ['terminal', 'loadingMaster'];

// --- The certificate of quantity's arithmetic -------------------------------------------------

/** One tank as the surveyor measured it. */
export interface TankMeasure {
  openingUllageMm: number;
  closingUllageMm: number;
  temperatureC: number;
  /** kg/l at 15 °C. */
  density15: number;
  /** Gross observed volume moved, m³. */
  grossObservedM3: number;
}

interface TankFigures {
  /** Volume correction factor to 15 °C (ASTM D1250 table 54B, generalized products). */
  vcf: number;
  netStandardM3: number;
  metricTonnes: number;
}

const round = (v: number, places: number) => {
  const f = 10 ** places;
  return Math.round(v * f) / f;
};

/**
 * The thermal expansion coefficient at 15 °C for a product of density ρ (kg/m³), by the product
 * group of table 54B: gasolines, the transition zone, jet fuels, fuel oils.
 */
function alpha15(rho: number): number {
  if (rho < 770) return 346.4228 / (rho * rho) + 0.4388 / rho;
  if (rho < 788) return -0.00336312 + 2680.3206 / (rho * rho);
  if (rho < 839) return 594.5418 / (rho * rho);
  return 186.9696 / (rho * rho) + 0.4862 / rho;
}

/** Net standard volume and weight in air of one tank: NSV = GOV × VCF; tonnes = NSV × (ρ15 − 0.0011). */
export function tankFigures(m: TankMeasure): TankFigures {
  const rho = m.density15 * 1000;
  const a = alpha15(rho);
  const dt = m.temperatureC - 15;
  const vcf = round(Math.exp(-a * dt * (1 + 0.8 * a * dt)), 5);
  const netStandardM3 = round(m.grossObservedM3 * vcf, 3);
  return { vcf, netStandardM3, metricTonnes: round(netStandardM3 * (m.density15 - 0.0011), 3) };
}

interface QuantityTotals {
  grossObservedM3: number;
  netStandardM3: number;
  metricTonnes: number;
  /** The nomination's quantity (t). */
  nominated: number;
  /** The certificate's tonnes: the nomination's actual quantity once signed. */
  actual: number;
  variance: number;
  variancePercent: number;
}

export function quantityTotals(tanks: readonly TankMeasure[], nominated: number): QuantityTotals {
  const figures = tanks.map(tankFigures);
  const sum = (f: (i: number) => number) =>
    round(
      tanks.reduce((s, _t, i) => s + f(i), 0),
      3,
    );
  const actual = sum((i) => figures[i]!.metricTonnes);
  const variance = round(actual - nominated, 3);
  return {
    grossObservedM3: sum((i) => tanks[i]!.grossObservedM3),
    netStandardM3: sum((i) => figures[i]!.netStandardM3),
    metricTonnes: actual,
    nominated,
    actual,
    variance,
    variancePercent: nominated === 0 ? 0 : round((variance / nominated) * 100, 3),
  };
}

// --- The certificate of quality's verdicts ----------------------------------------------------

interface QualityTest {
  min: number | null;
  max: number | null;
  result: number;
}

/** Pass when the result lies within the specification's limits (either may be open). */
export const passes = (t: QualityTest): boolean =>
  (t.min === null || t.result >= t.min) && (t.max === null || t.result <= t.max);
