import { ROLES, type NominationProgress, type Role } from './enums.js';
import { hasTerminalRole, isBargeSide, isCustomer, type Principal } from './permissions.js';
import { msg, type CatalogueMessage } from './messages/index.js';

/**
 * DECISIONS.md §3 as data: which step may be taken from which state, and by whom. The server
 * enforces it on every call; the browser uses the same table to offer only the steps that will work.
 */
export type NominationAction =
  'submit' | 'acknowledge' | 'setReadiness' | 'assignJetty' | 'book' | 'startSigning' | 'complete' | 'revoke';

/** How the caller stands to one nomination (computed by the server from the record). */
export interface Relation {
  /** A customer user (role 4 or 5) of the nominating company. */
  owner: boolean;
  /** The barge itself (type 4) or the operator (type 3) of the nominated barge. */
  bargeSide: boolean;
}

const {
  TERMINAL_LOGISTICS: LOGISTICS,
  TERMINAL_CONTROL_ROOM: CONTROL_ROOM,
  TERMINAL_LOADING_MASTER: LOADING_MASTER,
} = ROLES;
const terminal =
  (...roles: Role[]) =>
  (p: Principal) =>
    hasTerminalRole(p, roles);
const ownerCustomer = (p: Principal, r: Relation) => r.owner && isCustomer(p);

/** States before Booked: the ones a nomination can still be revoked from. */
export const BEFORE_BOOKED: readonly NominationProgress[] = [
  'Created',
  'Pending Approval',
  'Acknowledged',
  'Pending Barge Readiness Time',
  'Barge Ready',
  'Pending Jetty Information',
  'Jetty Assigned',
];
/** States in which the customer still edits the nomination itself (afterwards: change requests). */
export const DRAFT_STATES: readonly NominationProgress[] = ['Created', 'Pending Approval'];
/** States in which change requests may be made. */
export const REQUESTABLE_STATES: readonly NominationProgress[] = [
  'Acknowledged',
  'Pending Barge Readiness Time',
  'Barge Ready',
  'Pending Jetty Information',
  'Jetty Assigned',
  'Booked',
];
export const FINAL_STATES: readonly NominationProgress[] = ['Completed', 'Cancelled'];

interface Step {
  from: readonly NominationProgress[];
  /** The state it leads to; `undefined` keeps the state (readiness before acknowledgement, moving a booked berth). */
  to: (from: NominationProgress) => NominationProgress | undefined;
  who: (p: Principal, r: Relation) => boolean;
}

export const STEPS: Record<NominationAction, Step> = {
  submit: { from: ['Created'], to: () => 'Pending Approval', who: ownerCustomer },
  acknowledge: { from: ['Pending Approval'], to: () => 'Acknowledged', who: terminal(LOGISTICS, CONTROL_ROOM) },
  setReadiness: {
    from: [
      'Created',
      'Pending Approval',
      'Acknowledged',
      'Pending Barge Readiness Time',
      'Barge Ready',
      'Pending Jetty Information',
    ],
    to: (from) => (from === 'Acknowledged' || from === 'Pending Barge Readiness Time' ? 'Barge Ready' : undefined),
    who: (p, r) => ownerCustomer(p, r) || (r.bargeSide && isBargeSide(p)),
  },
  assignJetty: {
    from: ['Barge Ready', 'Pending Jetty Information', 'Jetty Assigned', 'Booked'],
    to: (from) => (from === 'Booked' ? undefined : 'Jetty Assigned'),
    who: terminal(LOGISTICS, CONTROL_ROOM),
  },
  book: { from: ['Jetty Assigned'], to: () => 'Booked', who: terminal(LOGISTICS, CONTROL_ROOM) },
  startSigning: { from: ['Booked'], to: () => 'Signing in Progress', who: terminal(LOGISTICS, LOADING_MASTER) },
  complete: { from: ['CQ Uploaded'], to: () => 'Completed', who: terminal(LOGISTICS) },
  revoke: { from: BEFORE_BOOKED, to: () => 'Cancelled', who: (p, r) => ownerCustomer(p, r) || terminal(LOGISTICS)(p) },
};
export const NOMINATION_ACTIONS = Object.keys(STEPS) as NominationAction[];

type StepCheck = { ok: true; to: NominationProgress | undefined } | { ok: false; reason: 'state' | 'role' };

/** Whether `p` may take `action` on a nomination in `status`: the role first (403), then the state (409). */
export function checkStep(p: Principal, r: Relation, action: NominationAction, status: NominationProgress): StepCheck {
  const step = STEPS[action];
  if (!step.who(p, r)) return { ok: false, reason: 'role' };
  if (!step.from.includes(status)) return { ok: false, reason: 'state' };
  return { ok: true, to: step.to(status) };
}

export function allowedActions(p: Principal, r: Relation, status: NominationProgress): NominationAction[] {
  return NOMINATION_ACTIONS.filter((a) => checkStep(p, r, a, status).ok);
}

/**
 * The automatic steps of §3: an acknowledged nomination waits for its readiness time, a ready
 * one for its jetty. Returns the chain of states it passes through (empty when it stays).
 */
export function settle(
  status: NominationProgress,
  facts: { readiness: boolean; jetty: boolean },
): NominationProgress[] {
  const chain: NominationProgress[] = [];
  let s = status;
  for (;;) {
    const next: NominationProgress | undefined =
      s === 'Acknowledged'
        ? facts.readiness
          ? 'Barge Ready'
          : 'Pending Barge Readiness Time'
        : s === 'Barge Ready' && !facts.jetty
          ? 'Pending Jetty Information'
          : undefined;
    if (!next) return chain;
    chain.push(next);
    s = next;
  }
}

/** The 409 refusal when a step does not fit the state, e.g. "A nomination that is Booked cannot be revoked". */
export const stepRefusal = (action: NominationAction, status: NominationProgress): CatalogueMessage =>
  msg('nominations.stepRefused', { status: { key: `statuses.${status}` }, action: { key: `steps.${action}` } });
