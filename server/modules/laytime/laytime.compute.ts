/**
 * One call's laytime as a stored version's values (DECISIONS.md §11): the rules of `contract/laytime.ts`
 * with the settings, the tonnes and the product's hours per 1,000 t resolved, and the lines' times
 * as ISO instants, which is how `laytime_results.lines` keeps them. Pure: the service uses it for one
 * call, the worker thread (laytime.worker.ts) for a batch of the recompute job, so both store alike.
 */
import { laytimeOf, type LaytimeFact, type LaytimeLine } from '../../../contract/laytime.js';
import type { SofEvent, StopCause } from '../../../contract/portCall.js';
import type { LaytimeBasis, LaytimeLineRecord } from '../../../contract/schemas/laytime.js';
import type { Settings } from '../../../contract/schemas/settings.js';

/** What a call's computation reads: the SoF's current rows as [id, event, epoch ms, cause]. */
export interface CallFacts {
  id: number;
  quantity: number;
  actualQuantity: number | null;
  /** The product's own hours per 1,000 t; null: the setting. */
  productHours: number | null;
  sofSigned: boolean;
  facts: [number, string, number, string | null][];
}

/** A version's values as `laytime_results` columns (snake case: the bulk insert reads them by name). */
export interface ComputedValues {
  nomination_id: number;
  allowed_minutes: number;
  used_minutes: number;
  excluded_minutes: number;
  terminal_delay_minutes: number;
  over_minutes: number;
  saved_minutes: number;
  overstay_minutes: number;
  basis: LaytimeBasis;
  lines: LaytimeLineRecord[];
}

/** The seven figures as the API and drizzle name them (camel case); the columns are their snake case. */
export const FIGURES = [
  'allowedMinutes',
  'usedMinutes',
  'excludedMinutes',
  'terminalDelayMinutes',
  'overMinutes',
  'savedMinutes',
  'overstayMinutes',
] as const;
export type LaytimeFigures = Record<(typeof FIGURES)[number], number>;
type FigureColumns = Omit<ComputedValues, 'nomination_id' | 'basis' | 'lines'>;
export const columnOf = (k: (typeof FIGURES)[number]) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The one mapping between the two spellings: a stored row's (camel, drizzle) or computed values'
 * (snake, the columns) figures, camel case, and only those.
 */
export function figuresOf(v: LaytimeFigures | ComputedValues): LaytimeFigures {
  const named = v as unknown as Record<string, number>;
  return Object.fromEntries(FIGURES.map((k) => [k, k in named ? named[k] : named[columnOf(k)]])) as LaytimeFigures;
}
/** Figures as their columns (snake case). */
export const columnsOf = (f: LaytimeFigures): FigureColumns =>
  Object.fromEntries(FIGURES.map((k) => [columnOf(k), f[k]])) as unknown as FigureColumns;

const iso = (ms: number) => new Date(ms).toISOString();

export const lineRecord = (l: LaytimeLine): LaytimeLineRecord =>
  l.kind === 'end'
    ? { ...l, at: iso(l.at) }
    : l.kind === 'start'
      ? { ...l, from: iso(l.from), to: iso(l.to) }
      : { ...l, from: iso(l.from), to: iso(l.to) };

/** The call's values, or null while its SoF has no start (NOR / all fast) or no hoses disconnected. */
export function computeCall(call: CallFacts, laytime: Settings['laytime']): ComputedValues | null {
  const fromProduct = call.productHours !== null;
  const rules = {
    baseHours: laytime.baseHours,
    hoursPerThousandTonnes: fromProduct ? call.productHours! : laytime.hoursPerThousandTonnes,
    noticeHours: laytime.noticeHours,
    excludedCauses: [...laytime.excludedCauses],
  };
  const tonnes = call.actualQuantity ?? call.quantity;
  const facts: LaytimeFact[] = call.facts.map(([id, event, at, cause]) => ({
    id,
    event: event as SofEvent,
    at,
    cause: cause as StopCause | null,
  }));
  const f = laytimeOf(facts, tonnes, rules);
  if (!f) return null;
  return {
    nomination_id: call.id,
    ...columnsOf(f),
    basis: {
      rules: { ...rules, hoursPerThousandTonnes: laytime.hoursPerThousandTonnes },
      tonnes,
      tonnesSource: call.actualQuantity !== null ? 'actual' : 'nominated',
      hoursPerKt: rules.hoursPerThousandTonnes,
      hoursPerKtSource: fromProduct ? 'product' : 'settings',
      sofSigned: call.sofSigned,
    },
    lines: f.lines.map(lineRecord),
  };
}
