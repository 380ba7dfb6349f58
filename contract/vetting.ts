/**
 * Ship vetting (DECISIONS.md §5) as data: the transition table, who waits on which status, the
 * documents a vetting carries, and the automatic checks the terminal sees beside each vetting.
 * Shared by the server (which enforces it) and the browser (which offers the steps).
 */
import type { VETTING_STATUSES } from './enums.js';
import { hasTerminalRole, isCustomer, type Principal } from './permissions.js';
import { ROLES } from './enums.js';
import { isValidImo } from './validators.js';

export type VettingStatus = keyof typeof VETTING_STATUSES;
export const VS = {
  DRAFT: 0,
  PENDING_LOGISTICS: 1,
  PENDING_INSPECTOR: 2,
  INSPECTOR_RESPONDED: 3,
  ANCHORAGE_INSPECTION: 4,
  REJECTED: 5,
  ACCEPTED: 6,
  PENDING_OBSERVATION: 7,
  MORE_INFORMATION: 8,
  EXPIRED: 9,
  SUSPENDED: 10,
} as const;

/** Who takes a step: the vetting's own customer, terminal logistics, the inspector, or the expiry job. */
export type VettingActor = 'customer' | 'logistics' | 'inspector';

const isLogistics = (p: Principal) => hasTerminalRole(p, [ROLES.TERMINAL_LOGISTICS]);
const isInspector = (p: Principal) => hasTerminalRole(p, [ROLES.TERMINAL_INSPECTOR]);
export function actorOf(p: Principal): VettingActor | null {
  if (isCustomer(p)) return 'customer';
  if (isLogistics(p)) return 'logistics';
  if (isInspector(p)) return 'inspector';
  return null;
}

interface Step {
  from: readonly VettingStatus[];
  to: VettingStatus;
  who: VettingActor;
  /** The vetting log's action label (spec §4: 1–8 are the statuses, 9 upload, 11 expired, 12 suspended). */
  log: number;
  /** A reason is required (the spec's reject texts). */
  reason?: true;
}

/** The decisions of the terminal and the customer's submissions (findings are below). */
export const VETTING_STEPS = {
  submit: { from: [VS.DRAFT], to: VS.PENDING_LOGISTICS, who: 'customer', log: 1 },
  resubmit: { from: [VS.MORE_INFORMATION], to: VS.PENDING_LOGISTICS, who: 'customer', log: 9 },
  sendToInspector: { from: [VS.PENDING_LOGISTICS], to: VS.PENDING_INSPECTOR, who: 'logistics', log: 2 },
  askMore: { from: [VS.PENDING_LOGISTICS], to: VS.MORE_INFORMATION, who: 'logistics', log: 8, reason: true },
  reject: {
    from: [VS.PENDING_LOGISTICS, VS.INSPECTOR_RESPONDED],
    to: VS.REJECTED,
    who: 'logistics',
    log: 5,
    reason: true,
  },
  accept: { from: [VS.INSPECTOR_RESPONDED], to: VS.ACCEPTED, who: 'logistics', log: 6 },
  suspend: { from: [VS.ACCEPTED], to: VS.SUSPENDED, who: 'logistics', log: 12, reason: true },
  reinstate: { from: [VS.SUSPENDED], to: VS.ACCEPTED, who: 'logistics', log: 6 },
} as const satisfies Record<string, Step>;
export type VettingStep = keyof typeof VETTING_STEPS;
export const VETTING_STEP_NAMES = Object.keys(VETTING_STEPS) as VettingStep[];

/** The inspector's findings: a response, an anchorage inspection, or an observation to follow. */
export const FINDING_STEPS = {
  respond: {
    from: [VS.PENDING_INSPECTOR, VS.ANCHORAGE_INSPECTION, VS.PENDING_OBSERVATION],
    to: VS.INSPECTOR_RESPONDED,
    who: 'inspector',
    log: 3,
  },
  anchorage: { from: [VS.PENDING_INSPECTOR], to: VS.ANCHORAGE_INSPECTION, who: 'inspector', log: 4 },
  observation: { from: [VS.PENDING_INSPECTOR], to: VS.PENDING_OBSERVATION, who: 'inspector', log: 7 },
} as const satisfies Record<string, Step>;
export type FindingKind = keyof typeof FINDING_STEPS;
export const FINDING_KINDS = Object.keys(FINDING_STEPS) as FindingKind[];
export const RECOMMENDATIONS = ['accept', 'conditional', 'reject'] as const;

export const LOG_EXPIRED = 11;
/** Documents added without a status change (while Pending Logistics or More Information Required). */
export const LOG_UPLOADED = 9;
export const LOG_MODIFIED = 10;

/** The statuses that wait on each side: the menu badge and the "waiting" filter (DECISIONS §5). */
export const WAITING_ON: Record<VettingActor, readonly VettingStatus[]> = {
  logistics: [VS.PENDING_LOGISTICS, VS.INSPECTOR_RESPONDED],
  inspector: [VS.PENDING_INSPECTOR, VS.ANCHORAGE_INSPECTION, VS.PENDING_OBSERVATION],
  customer: [VS.MORE_INFORMATION],
};

/** The customer adds documents and changes its particulars while the vetting is its own to change. */
export const OPEN_TO_CUSTOMER: readonly VettingStatus[] = [VS.DRAFT, VS.PENDING_LOGISTICS, VS.MORE_INFORMATION];
/** An outcome that makes the ship unqualified when it is the ship's latest decided vetting. */
export const UNQUALIFYING: readonly VettingStatus[] = [VS.REJECTED, VS.EXPIRED, VS.SUSPENDED];

/** Months an acceptance lasts, and days before its end that the customer is warned. */
export const ACCEPTANCE_MONTHS = 12;
export const EXPIRY_WARNING_DAYS = 30;

/** The steps `p` may take on a vetting in `status` (the server also checks the company). */
export function stepsFor(p: Principal, status: VettingStatus): VettingStep[] {
  const actor = actorOf(p);
  return VETTING_STEP_NAMES.filter((s) => {
    const step: Step = VETTING_STEPS[s];
    return step.who === actor && step.from.includes(status);
  });
}
export function findingsFor(p: Principal, status: VettingStatus): FindingKind[] {
  if (!isInspector(p)) return [];
  return FINDING_KINDS.filter((k) => (FINDING_STEPS[k].from as readonly VettingStatus[]).includes(status));
}

export const VETTING_DOCUMENT_KINDS = ['particulars', 'sire', 'pi', 'class', 'iopp', 'other'] as const;
export type VettingDocumentKind = (typeof VETTING_DOCUMENT_KINDS)[number];
/** Required for a complete submission; certificates carry their expiry, the SIRE report its inspection date. */
export const REQUIRED_DOCUMENTS: readonly VettingDocumentKind[] = ['particulars', 'sire', 'pi', 'class', 'iopp'];
export const EXPIRING_DOCUMENTS: readonly VettingDocumentKind[] = ['pi', 'class', 'iopp'];
/**
 * A draft is submitted once it holds the ship particulars (Q88); the other documents may follow. The
 * server refuses a submit without them and the record checks the same before its confirmation asks.
 */
export const canSubmitWith = (documents: readonly { kind: string }[]): boolean =>
  documents.some((d) => d.kind === 'particulars');

/** What the automatic checks read. Dates are terminal days, yyyy-mm-dd. */
interface CheckFacts {
  imo: string;
  loa: number;
  berths: readonly { name: string; minLoa: number; maxLoa: number }[];
  documents: readonly { kind: VettingDocumentKind; expiresOn: string | null; inspectedOn: string | null }[];
  /** The ETA's terminal day; null when none was given. */
  etaDay: string | null;
  today: string;
  sireMaxAgeMonths: number;
  blacklistReason: string | null;
}

export type DocumentState = 'valid' | 'expired' | 'expiresBeforeEta' | 'missing' | 'noDate';
export type VettingCheck =
  | { key: 'imo'; passed: boolean; imo: string }
  | { key: 'loa'; passed: boolean; loa: number; berths: string[] }
  | {
      key: 'documents';
      passed: boolean;
      items: { kind: VettingDocumentKind; state: DocumentState; expiresOn: string | null }[];
    }
  | { key: 'sire'; passed: boolean; inspectedOn: string | null; maxAgeMonths: number }
  | { key: 'blacklist'; passed: boolean; reason: string | null };

/** yyyy-mm-dd plus whole months, clamped to the month's last day. */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * DECISIONS §5's automatic checks: advice beside the vetting, never a decision. Each says what it
 * found (the berths the LOA fits, which document expires when) so the terminal need not look it up.
 */
export function vettingChecks(f: CheckFacts): VettingCheck[] {
  const berths = f.berths.filter((b) => f.loa >= b.minLoa && f.loa <= b.maxLoa).map((b) => b.name);
  const latest = (kind: VettingDocumentKind) => f.documents.filter((d) => d.kind === kind).at(-1);
  type Item = { kind: VettingDocumentKind; state: DocumentState; expiresOn: string | null };
  const items: Item[] = EXPIRING_DOCUMENTS.map((kind) => {
    const doc = latest(kind);
    const expiresOn = doc?.expiresOn ?? null;
    const state: DocumentState = !doc
      ? 'missing'
      : !expiresOn
        ? 'noDate'
        : expiresOn < f.today
          ? 'expired'
          : f.etaDay && expiresOn < f.etaDay
            ? 'expiresBeforeEta'
            : 'valid';
    return { kind, state, expiresOn };
  });
  if (!latest('particulars')) items.unshift({ kind: 'particulars', state: 'missing', expiresOn: null });
  const sire = latest('sire');
  const sireDay = sire?.inspectedOn ?? null;
  return [
    { key: 'imo', passed: isValidImo(f.imo), imo: f.imo },
    { key: 'loa', passed: berths.length > 0, loa: f.loa, berths },
    { key: 'documents', passed: items.every((i) => i.state === 'valid'), items },
    {
      key: 'sire',
      passed: sireDay !== null && addMonths(sireDay, f.sireMaxAgeMonths) >= f.today,
      inspectedOn: sireDay,
      maxAgeMonths: f.sireMaxAgeMonths,
    },
    { key: 'blacklist', passed: f.blacklistReason === null, reason: f.blacklistReason },
  ];
}
