/** The port call record (DECISIONS.md §10): statement of facts, safety checklist, figures. */
import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import {
  CHECKLIST_ANSWERS,
  CHECKLIST_PARTS,
  CHECKLIST_SIDES,
  SOF_EVENTS,
  SOF_PROGRESS,
  STOP_CAUSES,
} from '../portCall.js';
import { DOC_STATUSES } from '../documents.js';
import { dayPeriod, dbId, idParam, isoDate, isoInstant, optionalText, requiredText } from './common.js';

/** Who entered or signed: display name and role, never the sign-in name (DECISIONS.md §12). */
const who = z.object({ id: z.number().int(), name: z.string(), role: z.number().int().nullable() });
const hours = z.number().nullable();
/** A catalogue key and its parameters (nested messages among them), rendered in the reader's language. */
const shownMessage = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()) });

// --- Statement of facts ------------------------------------------------------------------------

/** A new event: its time defaults to now; a stop names its cause and may say why. */
export const sofEventInput = z
  .object({
    event: z.enum(SOF_EVENTS, { error: messageKey('sof.unknownEvent') }),
    at: isoInstant.optional(),
    cause: z.enum(STOP_CAUSES, { error: messageKey('sof.causeNeeded') }).optional(),
    reason: optionalText(500),
  })
  .strict()
  .refine((v) => v.event !== 'stoppedPumping' || v.cause !== undefined, {
    message: messageKey('sof.causeNeeded'),
    path: ['cause'],
  });
export type SofEventInput = z.infer<typeof sofEventInput>;

/** A correction: the new time (and cause, for a stop) with the reason for it, required. */
export const sofCorrectionInput = z
  .object({
    at: isoInstant,
    cause: z.enum(STOP_CAUSES).optional(),
    reason: optionalText(500),
    correctionReason: requiredText(500),
  })
  .strict();
export type SofCorrectionInput = z.infer<typeof sofCorrectionInput>;

export const sofEventRecord = z.object({
  id: z.number().int(),
  event: z.enum(SOF_EVENTS),
  at: z.string(),
  cause: z.enum(STOP_CAUSES).nullable(),
  reason: z.string().nullable(),
  enteredBy: who,
  enteredAt: z.string(),
  /** False once corrected: shown struck through above the row that replaced it. */
  current: z.boolean(),
  /** The row this one corrects, and why. */
  replacesId: z.number().int().nullable(),
  correctionReason: z.string().nullable(),
  /**
   * Whether the reader may correct this row: false for a corrected or automatic row, another's row
   * for the barge, once signed, and for the barge once the document is made.
   */
  correctable: z.boolean(),
});
export type SofEventRecord = z.infer<typeof sofEventRecord>;

/** Times and figures of a call from its current events (DECISIONS §10); null until known. */
export const callActuals = z.object({
  arrivedAt: z.string().nullable(),
  allFastAt: z.string().nullable(),
  commencedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  castOffAt: z.string().nullable(),
  waitingHours: hours,
  alongsideHours: hours,
  pumpingHours: hours,
  /** Tonnes per pumping hour, from the actual (or else nominated) quantity. */
  netRate: z.number().nullable(),
  /** Which quantity the net rate is on: the certificate's (actual) or the nominated one, as the document prints it. */
  rateBasis: z.enum(['actual', 'nominated']),
});
export type CallActuals = z.infer<typeof callActuals>;

export const sofRecord = z.object({
  nominationId: z.number().int(),
  progress: z.enum(SOF_PROGRESS),
  /** Every row, corrected ones included, in time order. */
  events: z.array(sofEventRecord),
  actuals: callActuals,
  /**
   * What the caller may record next, each with the rule that refuses it now (null: allowed): a
   * catalogue message, as the checklist's refusals, since the server does not know the reader's language.
   */
  next: z.array(z.object({ event: z.enum(SOF_EVENTS), refusal: shownMessage.nullable() })),
  /** Whether the caller may remake the document (`remakeSof`): the terminal's recorders, once the barge refused it. */
  mayRemake: z.boolean(),
  /** The signed statement (document of §6) once cast off, if the reader may see it (a customer: once signed). */
  document: z.object({ id: z.number().int(), number: z.string(), status: z.enum(DOC_STATUSES) }).nullable(),
});
export type SofRecord = z.infer<typeof sofRecord>;

// --- Safety checklist --------------------------------------------------------------------------

/** A template item, maintained in Settings; retired items keep their answers. */
export const checklistItemInput = z
  .object({
    part: z.enum(CHECKLIST_PARTS),
    textEn: requiredText(300),
    textZh: requiredText(300),
    critical: z.boolean(),
    position: z.number().int().min(0).max(10_000),
    active: z.boolean().default(true),
  })
  .strict();
export type ChecklistItemInput = z.infer<typeof checklistItemInput>;
export const checklistItemRecord = z.object({
  id: z.number().int(),
  part: z.enum(CHECKLIST_PARTS),
  textEn: z.string(),
  textZh: z.string(),
  critical: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
});
export type ChecklistItemRecord = z.infer<typeof checklistItemRecord>;

const sideAnswer = z
  .object({
    answer: z.enum(CHECKLIST_ANSWERS),
    remark: z.string().nullable(),
    by: who,
    at: z.string(),
  })
  .nullable();

/** Answers of one side for one part and round; the side is the caller's. */
export const checklistAnswersInput = z
  .object({
    part: z.enum(CHECKLIST_PARTS),
    /** 0 for the parts done once; 1, 2, … for the repeated checks. */
    round: z.number().int().min(0).max(500),
    answers: z
      .array(
        z
          .object({
            itemId: dbId,
            answer: z.enum(CHECKLIST_ANSWERS, { error: messageKey('checklist.answerNeeded') }),
            remark: optionalText(500),
          })
          .strict(),
      )
      .min(1)
      .max(200),
  })
  .strict();
export type ChecklistAnswersInput = z.infer<typeof checklistAnswersInput>;

export const checklistSignInput = z
  .object({ part: z.enum(CHECKLIST_PARTS), round: z.number().int().min(0).max(500) })
  .strict();

export const checklistPartRecord = z.object({
  part: z.enum(CHECKLIST_PARTS),
  round: z.number().int(),
  /** For a repeated check: when it fell (or falls) due. */
  dueAt: z.string().nullable(),
  items: z.array(
    z.object({
      itemId: z.number().int(),
      text: z.object({ en: z.string(), zh: z.string() }),
      critical: z.boolean(),
      terminal: sideAnswer,
      barge: sideAnswer,
    }),
  ),
  signatures: z.record(z.enum(CHECKLIST_SIDES), z.object({ by: who, at: z.string() }).nullable()),
  /** The side the caller answers and signs for, if any. */
  mySide: z.enum(CHECKLIST_SIDES).nullable(),
  /**
   * Why the caller may not sign it now (an item unanswered, a critical "no"); null: may sign. A
   * catalogue message (the server does not know the reader's language): the browser renders it.
   */
  signRefusal: shownMessage.nullable(),
});
export type ChecklistPartRecord = z.infer<typeof checklistPartRecord>;

export const checklistRecord = z.object({
  nominationId: z.number().int(),
  parts: z.array(checklistPartRecord),
  /** Whether commenced pumping may be recorded, and if not why (the item named). */
  gate: z.object({ open: z.boolean(), refusal: shownMessage.nullable() }),
});
export type ChecklistRecord = z.infer<typeof checklistRecord>;

/** Repeated checks due and unsigned, for the loading master's screen. */
export const checklistDueRow = z.object({
  nominationId: z.number().int(),
  bargeName: z.string(),
  berth: z.string().nullable(),
  round: z.number().int(),
  dueAt: z.string(),
});
export type ChecklistDueRow = z.infer<typeof checklistDueRow>;

// --- Figures from actual times ------------------------------------------------------------------

/** A period of terminal days (at most a year), and for the terminal a customer to narrow to. */
export const portCallFiguresQuery = dayPeriod(
  z
    .object({
      from: isoDate.optional(),
      to: isoDate.optional(),
      companyId: idParam.shape.id.optional(),
    })
    .strict(),
  366,
);

/** The figures of a set of calls (DECISIONS §10); each count links to the barging list behind it. */
const callFigures = z.object({
  /** Calls all fast in the period. */
  calls: z.number().int(),
  waitingHours: hours,
  alongsideHours: hours,
  pumpingHours: hours,
  netRate: z.number().nullable(),
  /** Percent of the berth's hours held by actual calls (estimates only for calls not yet made). */
  occupancy: z.number().nullable(),
  /** Calls all fast within the setting's tolerance of the estimated berth time. */
  onTime: z.number().int(),
  onTimePercent: z.number().nullable(),
  link: z.object({ resource: z.literal('nominations'), filter: z.record(z.string(), z.string()) }),
  /** The list of the on-time calls alone (its total is `onTime`). */
  onTimeLink: z.object({ resource: z.literal('nominations'), filter: z.record(z.string(), z.string()) }),
});
export type CallFigures = z.infer<typeof callFigures>;

export const portCallFigures = z.object({
  from: z.string(),
  to: z.string(),
  /** The setting portCall.onTimeToleranceHours the on-time figures were counted with (the screen's hints). */
  onTimeToleranceHours: z.number(),
  terminal: callFigures.nullable(),
  berths: z.array(callFigures.extend({ berthId: z.number().int(), berth: z.string() })),
  customers: z.array(callFigures.extend({ companyId: z.number().int(), company: z.string() })),
});
export type PortCallFigures = z.infer<typeof portCallFigures>;
