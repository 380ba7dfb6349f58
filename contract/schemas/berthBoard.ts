import { z } from 'zod';

const RULE_NAMES = [
  'berthInactive',
  'loaAbove',
  'loaBelow',
  'noLine',
  'jettyClosed',
  'unqualified',
  'beforeReadiness',
  'overlap',
] as const;
export const violationSchema = z.object({
  rule: z.enum(RULE_NAMES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});

const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
export const BOARD_MAX_DAYS = 31;

/** `GET /api/berthBoard`: the berths and what holds them over a period (at most 31 days). */
export const boardQuery = z.object({ from: instant, to: instant }).strict();

const berthFactsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  jettyId: z.number().int(),
  jettyNumber: z.string(),
  minLoa: z.number(),
  maxLoa: z.number(),
  active: z.boolean(),
  productIds: z.array(z.number().int()),
  closures: z.array(z.object({ reportId: z.number().int(), equipment: z.string() })),
});
const candidateSchema = z.object({
  nominationId: z.number().int(),
  bargeName: z.string(),
  bargeLoa: z.number(),
  productId: z.number().int(),
  productName: z.string(),
  readiness: z.number().nullable(),
  durationHours: z.number(),
  unqualified: z.boolean(),
});
const boardWindow = z.object({
  nominationId: z.number().int(),
  berthId: z.number().int(),
  start: z.number(),
  end: z.number(),
  status: z.string(),
  bargeName: z.string(),
  companyName: z.string(),
  productName: z.string(),
  quantity: z.number(),
  /** From the statement of facts (the nomination's actual times, issue 33): all fast and cast off, when recorded. */
  actualStart: z.number().nullable(),
  actualEnd: z.number().nullable(),
  candidate: candidateSchema,
});
export const boardData = z.object({
  from: z.number(),
  to: z.number(),
  changeoverMinutes: z.number(),
  pumpRate: z.number(),
  berths: z.array(berthFactsSchema),
  windows: z.array(boardWindow),
  unassigned: z.array(candidateSchema.extend({ companyName: z.string(), status: z.string(), quantity: z.number() })),
  /** Waiting nominations ready only after the period: how many, and the first readiness (to move the board there). */
  later: z.object({ count: z.number().int(), firstReadiness: z.number().nullable() }),
});
export type BoardData = z.infer<typeof boardData>;

/** `POST /api/planner/propose`: plan the unassigned nominations ready in the period around the locked ones. */
export const proposeInput = z
  .object({
    from: instant,
    to: instant,
    /** Assigned nominations that may be moved; every other assigned one is locked where it is. */
    replanIds: z.array(z.number().int().positive()).max(500).default([]),
  })
  .strict();
const proposal = z.object({
  nominationId: z.number().int(),
  bargeName: z.string(),
  berthId: z.number().int(),
  berth: z.string(),
  estimatedBerthTime: z.string(),
  readiness: z.string().nullable(),
  waitMinutes: z.number(),
});
export const planResult = z.object({
  proposals: z.array(proposal),
  unplaced: z.array(
    z.object({ nominationId: z.number().int(), bargeName: z.string(), violations: z.array(violationSchema) }),
  ),
  /** Per nomination, the berths the rules exclude whatever the time: "why not this berth". */
  excluded: z.array(
    z.object({
      nominationId: z.number().int(),
      berthId: z.number().int(),
      berth: z.string(),
      violations: z.array(violationSchema),
    }),
  ),
  totalWaitMinutes: z.number(),
  firstComeWaitMinutes: z.number(),
});
export type PlanResult = z.infer<typeof planResult>;
export const acceptInput = z
  .object({
    proposals: z
      .array(
        z.object({
          nominationId: z.number().int().positive(),
          berthId: z.number().int().positive(),
          estimatedBerthTime: z.iso.datetime({ offset: true }),
        }),
      )
      .min(1)
      .max(500),
  })
  .strict();
