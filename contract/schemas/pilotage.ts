import { z } from 'zod';
import { dayPeriod, dbId, isoDate, isoInstant, optionalText, pageQuery, requiredText } from './common.js';

const PILOT_MOVEMENTS = ['berthing', 'unberthing', 'shifting'] as const;
const PILOT_JOB_STATUSES = ['Requested', 'Confirmed', 'In Progress', 'Completed', 'Cancelled'] as const;
type PilotJobStatus = (typeof PILOT_JOB_STATUSES)[number];
/** A job may be (re)assigned until it starts. */
export const ASSIGNABLE_STATUSES: readonly PilotJobStatus[] = ['Requested', 'Confirmed'];
/** The pilot's own steps (DECISIONS.md §7a): Requested → Confirmed → In Progress → Completed. */
export const JOB_STEPS = {
  confirm: { from: ['Requested'], to: 'Confirmed' },
  start: { from: ['Requested', 'Confirmed'], to: 'In Progress' },
  complete: { from: ['In Progress'], to: 'Completed' },
} as const satisfies Record<string, { from: readonly PilotJobStatus[]; to: PilotJobStatus }>;
export type JobStep = keyof typeof JOB_STEPS;
/** The steps a job in `status` may take next, in the order of the table. */
export const jobStepsFrom = (status: PilotJobStatus): JobStep[] =>
  (Object.keys(JOB_STEPS) as JobStep[]).filter((s) =>
    (JOB_STEPS[s].from as readonly PilotJobStatus[]).includes(status),
  );

const named = z.object({ id: z.number().int(), name: z.string() });

export const pilotJobRecord = z.object({
  id: z.number().int(),
  nominationId: z.number().int(),
  nominationStatus: z.string(),
  bargeName: z.string(),
  customerName: z.string(),
  movement: z.enum(PILOT_MOVEMENTS),
  /** Berth labels, or null for the anchorage. */
  fromPlace: z.string().nullable(),
  toPlace: z.string().nullable(),
  requiredAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number().int(),
  orderedAt: z.string(),
  /** Ordered less than 6 h before the required time (contract/pilotageRules.ts isLateOrder). */
  late: z.boolean(),
  pilotId: z.number().int().nullable(),
  pilotName: z.string().nullable(),
  tugs: z.array(named),
  status: z.enum(PILOT_JOB_STATUSES),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  remarks: z.string().nullable(),
  /** Why the system cancelled it: a catalogue key, rendered in the reader's language. */
  cancelReason: z.string().nullable(),
});
export type PilotJobRecord = z.infer<typeof pilotJobRecord>;

const BOARD_MAX_DAYS = 14;
/** `GET /api/pilotage/board`: pilots, tugs and the jobs of a period of terminal days (at most 14). */
export const pilotageBoardQuery = dayPeriod(z.object({ from: isoDate, to: isoDate }).strict(), BOARD_MAX_DAYS, {
  tooLong: 'pilotage.boardTooLong',
});

const resourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['pilot', 'tug']),
  active: z.boolean(),
});
export const pilotageBoard = z.object({
  from: z.string(),
  to: z.string(),
  pilots: z.array(resourceSchema),
  tugs: z.array(resourceSchema),
  jobs: z.array(pilotJobRecord),
  rules: z.object({ travelBufferMinutes: z.number(), maxDutyHours: z.number(), tugsPerJob: z.number() }),
});
export type PilotageBoard = z.infer<typeof pilotageBoard>;

/** Who is on a job: a pilot (or none) and its tugs. */
export const pilotAssignInput = z
  .object({
    pilotId: dbId.nullable(),
    tugIds: z.array(dbId).max(6).default([]),
  })
  .strict();
export type AssignInput = z.infer<typeof pilotAssignInput>;

/** How many terminal days one auto-assign covers at most: the planner's longest view. */
const AUTO_ASSIGN_MAX_DAYS = 7;
/** `POST /api/pilotage/autoAssign`: the terminal days `day` to `to` (one day without `to`). */
export const autoAssignInput = dayPeriod(
  z.object({ day: isoDate, to: isoDate.optional() }).strict(),
  AUTO_ASSIGN_MAX_DAYS,
  { first: 'day', tooLong: 'pilotage.autoAssignTooLong' },
);
const proposedAssignment = z.object({
  jobId: dbId,
  pilotId: dbId.nullable(),
  tugIds: z.array(dbId).max(6),
});
export const autoAssignResult = z.object({
  assignments: z.array(proposedAssignment),
  /** Jobs of the day no pilot could take within the rules. */
  unassigned: z.array(z.number().int()),
  /** The open jobs of the days (no pilot, or fewer tugs than the setting) and how many the proposal staffs. */
  open: z.number().int(),
  assigned: z.number().int(),
  /** What first come, first served by pilot number would have placed, to compare with. */
  baseline: z.object({ assigned: z.number().int(), maxDutyMinutes: z.number() }),
  maxDutyMinutes: z.number(),
});
export type AutoAssignResult = z.infer<typeof autoAssignResult>;
export const acceptAssignmentsInput = z.object({ assignments: z.array(proposedAssignment).min(1).max(500) }).strict();

/** A shifting job added by hand: from one berth of the nomination's jetty to another place. */
export const shiftingInput = z
  .object({
    nominationId: dbId,
    requiredAt: isoInstant,
    fromPlace: requiredText(60),
    toPlace: requiredText(60),
    remarks: optionalText(500),
  })
  .strict();
export const cancelJobInput = z.object({ reason: requiredText(500) }).strict();

/** `GET /api/pilot-jobs`: the caller's jobs (a pilot's own; the head of pilot's every one). */
const PILOT_JOB_VIEWS = ['today', 'upcoming', 'past'] as const;
export const pilotJobListQuery = pageQuery.extend({ view: z.enum(PILOT_JOB_VIEWS).default('today') }).strict();
/** Actual times: a start's actualStart, a completion's start and end (now when omitted). */
export const jobStepInput = z
  .object({ actualStart: isoInstant.optional(), actualEnd: isoInstant.optional(), remarks: optionalText(500) })
  .strict();
export type JobStepInput = z.infer<typeof jobStepInput>;
