/**
 * E-mail preferences (DECISIONS.md §11): which notices also reach a user by e-mail, at once or in a
 * daily digest. The vocabulary, which notice belongs to which event, and each role's defaults; the
 * server applies them when a notice is raised, the settings screen shows them.
 */
import { ROLES } from './enums.js';

export const MAIL_EVENTS = [
  'stateChanges',
  'awaitingSignature',
  'vettingDecisions',
  'pilotJobs',
  'offSpec',
  'invoices',
] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];

export const MAIL_MODES = ['off', 'immediate', 'digest'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/** The terminal-zone hour a digest goes out when the user chose none. */
export const DEFAULT_DIGEST_HOUR = 8;
/** Lines of one digest mail; the rest are counted ("and N more"). */
export const DIGEST_MAX_LINES = 200;

/** The notices that may come by e-mail; every other notice stays in the portal only. */
const EVENT_OF_KEY: Record<string, MailEvent> = {
  'notices.moved': 'stateChanges',
  'documentNotices.awaits': 'awaitingSignature',
  'vettingNotices.moved': 'vettingDecisions',
  'vettingNotices.movedWithReason': 'vettingDecisions',
  'pilotNotices.assigned': 'pilotJobs',
  'qualityNotices.offSpec': 'offSpec',
  'invoiceNotices.issued': 'invoices',
};

export const eventOfKey = (key: string): MailEvent | undefined =>
  Object.prototype.hasOwnProperty.call(EVENT_OF_KEY, key) ? EVENT_OF_KEY[key] : undefined;

type Defaults = Partial<Record<MailEvent, MailMode>>;
const R = ROLES;
const desk: Defaults = { stateChanges: 'digest', awaitingSignature: 'immediate', offSpec: 'immediate' };
const customer: Defaults = {
  stateChanges: 'digest',
  awaitingSignature: 'immediate',
  vettingDecisions: 'immediate',
  offSpec: 'immediate',
  invoices: 'immediate',
};
const signer: Defaults = { stateChanges: 'digest', awaitingSignature: 'immediate' };
const pilot: Defaults = { pilotJobs: 'immediate' };

/**
 * Per role, the events that can concern it (the keys) and how each comes by default. An event a
 * role never receives is not offered: a pilot is not asked about invoices. The system admin
 * receives no notices and has no preferences.
 */
const ROLE_DEFAULTS: Record<number, Defaults> = {
  [R.TERMINAL_LOGISTICS]: { ...desk, vettingDecisions: 'digest', invoices: 'digest' },
  [R.TERMINAL_CONTROL_ROOM]: desk,
  [R.TERMINAL_TEAM_LEADER]: desk,
  [R.COMPANY_ADMIN]: customer,
  [R.CUSTOMER_USER]: customer,
  [R.SURVEYOR_ADMIN]: signer,
  [R.SURVEYOR]: signer,
  [R.BARGE]: signer,
  [R.BARGE_OPERATOR]: signer,
  [R.TERMINAL_PILOT]: pilot,
  [R.TERMINAL_HEAD_OF_PILOT]: pilot,
  // The loading master signs at the berth; the nominations' steps are the desk's news, not theirs.
  [R.TERMINAL_LOADING_MASTER]: { stateChanges: 'off', awaitingSignature: 'immediate' },
  [R.TERMINAL_INSPECTOR]: { vettingDecisions: 'immediate', awaitingSignature: 'immediate' },
};

/** The events a role may choose for, in the vocabulary's order. */
export const eventsFor = (role: number): MailEvent[] => MAIL_EVENTS.filter((e) => e in (ROLE_DEFAULTS[role] ?? {}));

/** A role's default mode for every event it may choose for. */
export const defaultChoices = (role: number): Partial<Record<MailEvent, MailMode>> => ({ ...ROLE_DEFAULTS[role] });

const isMode = (v: unknown): v is MailMode => MAIL_MODES.includes(v as MailMode);

/**
 * A user's mode for an event: their stored choice when they made one, else the role's default; 'off'
 * for an event the role does not receive (a stored choice for it is ignored).
 */
export function modeOf(role: number, stored: Record<string, unknown> | null | undefined, event: MailEvent): MailMode {
  const defaults = ROLE_DEFAULTS[role];
  if (!defaults || !(event in defaults)) return 'off';
  const chosen = stored?.[event];
  return isMode(chosen) ? chosen : (defaults[event] ?? 'off');
}

/** Every applicable event's effective mode: what the settings screen shows. */
export const choicesOf = (role: number, stored: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(eventsFor(role).map((e) => [e, modeOf(role, stored, e)])) as Partial<Record<MailEvent, MailMode>>;
