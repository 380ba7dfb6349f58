/**
 * The one rule engine of jetty assignment (DECISIONS.md §3, issue 4). Pure: the server runs it
 * when a nomination is assigned or planned, the berth board runs the same code while dragging.
 * Each refusal names its rule and the numbers that broke it.
 */
import { textOf, type MESSAGES_EN } from './messages/index.js';
import { HOUR, MINUTE } from './time.js';

export interface BerthFacts {
  id: number;
  name: string;
  jettyId: number;
  jettyNumber: string;
  minLoa: number;
  maxLoa: number;
  active: boolean;
  /** Products carried by the jetty's active lines. */
  productIds: number[];
  /** Open equipment reports that close the jetty. */
  closures: { reportId: number; equipment: string }[];
}

export interface Candidate {
  nominationId: number;
  bargeName: string;
  bargeLoa: number;
  productId: number;
  productName: string;
  /** Epoch ms, or null when the barge has not declared it. */
  readiness: number | null;
  durationHours: number;
  unqualified: boolean;
}

/** A berth held by another nomination, [start, end) in epoch ms. */
export interface Occupation {
  nominationId: number;
  berthId: number;
  start: number;
  end: number;
}

export interface RuleContext {
  changeoverMinutes: number;
  occupations: readonly Occupation[];
  /** Renders a time for the message, in the terminal's zone. */
  formatTime: (ms: number) => string;
}

export type RuleName = keyof typeof MESSAGES_EN.rules;

export interface Violation {
  rule: RuleName;
  params: Record<string, string | number>;
  message: string;
}

const m1 = (n: number) => n.toFixed(1);

const violation = (rule: RuleName, params: Record<string, string | number>): Violation => ({
  rule,
  params,
  message: textOf({ key: `rules.${rule}`, params }),
});

/** Berths are often named with their jetty already ("J2-B"); otherwise the jetty is put in front. */
export const berthLabel = (b: Pick<BerthFacts, 'jettyNumber' | 'name'>) =>
  b.name.startsWith(b.jettyNumber) ? b.name : `${b.jettyNumber}-${b.name}`;

/** Hours a berth is held for a quantity at the terminal's pump rate: whole quarter hours, at least one hour. */
export function durationFor(quantity: number, pumpRate: number): number {
  return Math.max(1, Math.ceil((quantity / pumpRate) * 4) / 4);
}

/** The rules that depend on the berth only, not on the time: what "why not this berth" shows first. */
export function staticViolations(c: Candidate, berth: BerthFacts): Violation[] {
  const out: Violation[] = [];
  const label = berthLabel(berth);
  if (!berth.active) out.push(violation('berthInactive', { berth: label }));
  if (c.bargeLoa > berth.maxLoa)
    out.push(violation('loaAbove', { loa: m1(c.bargeLoa), berth: label, max: m1(berth.maxLoa) }));
  if (c.bargeLoa < berth.minLoa)
    out.push(violation('loaBelow', { loa: m1(c.bargeLoa), berth: label, min: m1(berth.minLoa) }));
  if (!berth.productIds.includes(c.productId))
    out.push(violation('noLine', { jetty: berth.jettyNumber, product: c.productName }));
  for (const closure of berth.closures) {
    out.push(
      violation('jettyClosed', { jetty: berth.jettyNumber, report: closure.reportId, equipment: closure.equipment }),
    );
  }
  if (c.unqualified) out.push(violation('unqualified', { barge: c.bargeName }));
  return out;
}

/** The other nominations on the berth that overlap [start, start + duration), changeover included. */
function overlapsAt(
  c: Candidate,
  berthId: number,
  start: number,
  ctx: Pick<RuleContext, 'changeoverMinutes' | 'occupations'>,
): Occupation[] {
  const end = start + c.durationHours * HOUR;
  const buffer = ctx.changeoverMinutes * MINUTE;
  return ctx.occupations.filter(
    (o) =>
      o.berthId === berthId && o.nominationId !== c.nominationId && start < o.end + buffer && o.start < end + buffer,
  );
}

/** Every rule that refuses `c` on `berth` from `start` (epoch ms); empty when the assignment is valid. */
export function checkAssignment(c: Candidate, berth: BerthFacts, start: number, ctx: RuleContext): Violation[] {
  const out = staticViolations(c, berth);
  if (c.readiness !== null && start < c.readiness) {
    out.push(violation('beforeReadiness', { start: ctx.formatTime(start), readiness: ctx.formatTime(c.readiness) }));
  }
  for (const o of overlapsAt(c, berth.id, start, ctx)) {
    out.push(
      violation('overlap', {
        berth: berthLabel(berth),
        from: ctx.formatTime(o.start),
        to: ctx.formatTime(o.end),
        other: o.nominationId,
        buffer: ctx.changeoverMinutes,
      }),
    );
  }
  return out;
}
