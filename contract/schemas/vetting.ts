import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { FINDING_KINDS, RECOMMENDATIONS, VETTING_DOCUMENT_KINDS, VETTING_STEP_NAMES } from '../vetting.js';
import { dbId, isoDate, isoInstant, listQuery, optionalText, requiredText } from './common.js';
import { imoNumber } from './ships.js';

const status = z.number().int().min(0).max(10);
const operation = z.enum(['load', 'discharge']);

/** A ship not yet known to the terminal, entered with its particulars by the customer. */
const newShipInput = z
  .object({
    name: requiredText(120),
    imo: imoNumber,
    loa: z.number().positive().max(500),
    kind: z.enum(['vessel', 'barge']),
    portOfRegistry: optionalText(120),
  })
  .strict();

/** A customer's vetting: a known ship (vessel search) or a new one; saved as a draft until submitted. */
export const vettingCreateInput = z
  .object({
    shipId: dbId.optional(),
    newShip: newShipInput.optional(),
    operation,
    productIds: z.array(dbId).min(1, messageKey('spec.requiredField')).max(20),
    eta: isoInstant.nullish(),
    remarks: optionalText(2000),
  })
  .strict()
  .refine((v) => (v.shipId === undefined) !== (v.newShip === undefined), {
    message: messageKey('vetting.shipOrNew'),
    path: ['shipId'],
  });
export type VettingCreateInput = z.infer<typeof vettingCreateInput>;

export const vettingUpdateInput = z
  .object({
    operation: operation.optional(),
    productIds: z.array(dbId).min(1, messageKey('spec.requiredField')).max(20).optional(),
    eta: isoInstant.nullish(),
    remarks: optionalText(2000),
  })
  .strict();
export type VettingUpdateInput = z.infer<typeof vettingUpdateInput>;

/** A step of the transition table; the reason is checked against the step (required where it refuses). */
export const vettingStepInput = z
  .object({
    action: z.enum(VETTING_STEP_NAMES as [string, ...string[]]),
    reason: z.string().trim().max(2000).optional(),
  })
  .strict();

export const findingInput = z
  .object({
    kind: z.enum(FINDING_KINDS as [string, ...string[]]),
    inspectedOn: isoDate,
    place: requiredText(200),
    observations: requiredText(4000),
    recommendation: z.enum(RECOMMENDATIONS),
  })
  .strict();
export type FindingInput = z.infer<typeof findingInput>;

/** The upload's particulars travel in the query; the body is the file (multipart). */
export const vettingDocumentQuery = z
  .object({
    kind: z.enum(VETTING_DOCUMENT_KINDS),
    expiresOn: isoDate.optional(),
    inspectedOn: isoDate.optional(),
  })
  .strict();

export const vettingListQuery = listQuery
  .extend({
    status: z.coerce.number().int().min(0).max(10).optional(),
    /** Several statuses, comma separated (the dashboard's "under review"). */
    statuses: z
      .string()
      .max(100)
      .optional()
      .refine((v) => !v || /^(10|\d)(,(10|\d))*$/.test(v), messageKey('nominations.unknownStatus')),
    /** Only those whose acceptance ends from now to this many days ahead (the dashboard's "ending soon"). */
    expiresWithin: z.coerce.number().int().min(1).max(366).optional(),
    /** Only those waiting on the caller (the badge's count). */
    waiting: z.enum(['true', 'false']).optional(),
    shipId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type VettingListQuery = z.infer<typeof vettingListQuery>;

export const vettingRow = z.object({
  id: z.number().int(),
  shipId: z.number().int(),
  shipName: z.string(),
  imo: z.string(),
  shipKind: z.string(),
  companyName: z.string(),
  status,
  operation,
  eta: z.string().nullable(),
  updatedAt: z.string(),
  expiresAt: z.string().nullable(),
  /** The caller has a step to take. */
  waiting: z.boolean(),
});
export type VettingRow = z.infer<typeof vettingRow>;

const documentInfo = z.object({
  id: z.number().int(),
  kind: z.enum(VETTING_DOCUMENT_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  expiresOn: z.string().nullable(),
  inspectedOn: z.string().nullable(),
  /** The uploader's display name and role (DECISIONS.md §12). */
  uploadedByName: z.string(),
  uploadedByRole: z.number().int(),
  uploadedAt: z.string(),
});
const findingRecord = z.object({
  id: z.number().int(),
  kind: z.enum(FINDING_KINDS as [string, ...string[]]),
  inspectedOn: z.string(),
  place: z.string(),
  observations: z.string(),
  recommendation: z.enum(RECOMMENDATIONS),
  /** Who recorded it: display name and role. */
  userName: z.string(),
  userRole: z.number().int(),
  at: z.string(),
});
const earlierVetting = z.object({
  id: z.number().int(),
  status,
  companyName: z.string(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});

const documentState = z.enum(['valid', 'expired', 'expiresBeforeEta', 'missing', 'noDate']);
/** contract/vetting.ts vettingChecks, as the answer carries it. */
const vettingCheck = z.discriminatedUnion('key', [
  z.object({ key: z.literal('imo'), passed: z.boolean(), imo: z.string() }),
  z.object({ key: z.literal('loa'), passed: z.boolean(), loa: z.number(), berths: z.array(z.string()) }),
  z.object({
    key: z.literal('documents'),
    passed: z.boolean(),
    items: z.array(
      z.object({ kind: z.enum(VETTING_DOCUMENT_KINDS), state: documentState, expiresOn: z.string().nullable() }),
    ),
  }),
  z.object({
    key: z.literal('sire'),
    passed: z.boolean(),
    inspectedOn: z.string().nullable(),
    maxAgeMonths: z.number().int(),
  }),
  z.object({ key: z.literal('blacklist'), passed: z.boolean(), reason: z.string().nullable() }),
]);

export const vettingRecord = vettingRow.extend({
  loa: z.number(),
  portOfRegistry: z.string().nullable(),
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  remarks: z.string().nullable(),
  previousId: z.number().int().nullable(),
  requestReason: z.string().nullable(),
  decision: z.enum(['Accepted', 'Rejected']).nullable(),
  decisionReason: z.string().nullable(),
  /** Display names and roles (DECISIONS.md §12): a person is never named by sign-in name here. */
  decidedByName: z.string().nullable(),
  decidedByRole: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  createdByName: z.string(),
  createdByRole: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** The acceptance ends within 30 days. */
  expiringSoon: z.boolean(),
  documents: z.array(documentInfo),
  findings: z.array(findingRecord),
  /** The automatic checks and the ship's earlier vettings: for the terminal only, null otherwise. */
  checks: z.array(vettingCheck).nullable(),
  history: z.array(earlierVetting).nullable(),
  steps: z.array(z.enum(VETTING_STEP_NAMES as [string, ...string[]])),
  findingKinds: z.array(z.enum(FINDING_KINDS as [string, ...string[]])),
  /** The customer may add documents and change the particulars. */
  editable: z.boolean(),
});
export type VettingRecord = z.infer<typeof vettingRecord>;

export const vettingLogQuery = z
  .object({
    BId: z.coerce.number().int().positive().max(2_147_483_647),
    pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const vettingLogRecord = z.object({
  id: z.number().int(),
  action: z.number().int(),
  actionLabel: z.string(),
  fromStatus: status.nullable(),
  toStatus: status.nullable(),
  detail: z.string().nullable(),
  /** Who acted: display name and role, never the sign-in name; null for the system. */
  userName: z.string().nullable(),
  userRole: z.number().int().nullable(),
  at: z.string(),
});
