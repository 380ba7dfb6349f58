import { z } from 'zod';
import { DOC_STATUSES } from '../documents.js';
import { messageKey } from '../messages/index.js';
import { NOMINATION_PROGRESS } from '../enums.js';
import { NOMINATION_ACTIONS } from '../lifecycle.js';
import { dbId, isoInstant, optionalText, pageQuery, positiveNumber, requiredText, whenMissing } from './common.js';

export const PILOT_TYPES = ['PSA', 'Terminal'] as const;
export const SEARCH_DATE_TYPES = [
  'createdAt',
  'eta',
  'bargeReadinessTime',
  'estimatedBerthTime',
  // The dashboard's figures (issue 31): completed in a period, all fast (berthed) in a period.
  'completedAt',
  'allFast',
] as const;

const datetime = isoInstant;
const quantity = positiveNumber(10_000_000);

/** What a customer fills in (spec §3 columns); terminal-only fields are set by terminal staff. */
export const nominationFields = z.object({
  bargeId: dbId,
  productId: dbId,
  tankId: dbId.nullish().transform((v) => v ?? null),
  quantity,
  nominatedQtyMax: quantity.nullish().transform((v) => v ?? null),
  balanceInTank: z
    .number()
    .min(0)
    .max(100_000_000)
    .nullish()
    .transform((v) => v ?? null),
  bargeReadinessTime: datetime.nullish().transform((v) => v ?? null),
  eta: datetime.nullish().transform((v) => v ?? null),
  pilotType: z
    .enum(PILOT_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  pilotExemption: z.boolean().default(false),
  bargeContactNumber: optionalText(40),
  hideFromTerminal: z.boolean().default(false),
  customCode: optionalText(40),
  remarks: optionalText(2000),
  surveyorIds: z.array(dbId).max(5).default([]),
  /** Terminal staff: the pilot; terminal logistics only: the PSA contact number. */
  pilotId: dbId.nullish().transform((v) => v ?? null),
  psaContactNumber: optionalText(40),
});
export type NominationFields = z.infer<typeof nominationFields>;

/** The address of the cargo's certificate of analysis, or null to remove it. */
export const coaLinkInput = z
  .object({
    coaLink: z
      .url({ protocol: /^https?$/, error: messageKey('validation.url') })
      .max(500)
      .nullable(),
  })
  .strict();
/** The port clearance of a nomination in CQ Uploaded or Completed. */
export const portClearInput = z.object({ reference: requiredText(60), clearedAt: isoInstant }).strict();

/** `POST /jput/nomination`: saved as Created, or submitted at once with `submit: true`. */
export const nominationCreate = nominationFields.extend({ submit: z.boolean().default(false) }).strict();
/** `PUT /jput/nomination`: the id and the fields that change; absent fields stay as they are. */
export const nominationUpdate = nominationFields.partial().extend({ id: dbId }).strict();
export type NominationUpdate = z.infer<typeof nominationUpdate>;

/** The nomination form: every field, with the quantity no more than its nominated maximum (the server checks it on the merged record). */
export const nominationForm = nominationFields.refine(
  (f) => f.nominatedQtyMax === null || f.quantity <= f.nominatedQtyMax,
  {
    message: messageKey('nominations.qtyAboveMax'),
    path: ['quantity'],
    when: ({ value }) => {
      const f = value as { quantity?: unknown; nominatedQtyMax?: unknown };
      return typeof f.quantity === 'number' && typeof f.nominatedQtyMax === 'number';
    },
  },
);

/** A document linked to a nomination, as the caller may see it. */
const documentLink = z.object({ id: z.number().int(), number: z.string(), status: z.enum(DOC_STATUSES) });

export const nominationRecord = z.object({
  id: z.number().int(),
  status: z.enum(NOMINATION_PROGRESS),
  companyId: z.number().int(),
  companyName: z.string(),
  bargeId: z.number().int(),
  bargeName: z.string(),
  bargeImo: z.string(),
  bargeLoa: z.number(),
  productId: z.number().int(),
  productName: z.string(),
  tankId: z.number().int().nullable(),
  tankNumber: z.string().nullable(),
  quantity: z.number(),
  nominatedQtyMax: z.number().nullable(),
  balanceInTank: z.number().nullable(),
  bargeReadinessTime: z.string().nullable(),
  eta: z.string().nullable(),
  pilotId: z.number().int().nullable(),
  pilotName: z.string().nullable(),
  pilotType: z.enum(PILOT_TYPES).nullable(),
  pilotExemption: z.boolean(),
  /** Only terminal logistics reads it; null for everyone else. */
  psaContactNumber: z.string().nullable(),
  /** Terminal logistics only, like the PSA contact (DECISIONS §7): the certificate of analysis and the port clearance. */
  coaLink: z.string().nullable(),
  portClearReference: z.string().nullable(),
  portClearAt: z.string().nullable(),
  bargeContactNumber: z.string().nullable(),
  hideFromTerminal: z.boolean(),
  customCode: z.string().nullable(),
  remarks: z.string().nullable(),
  jettyId: z.number().int().nullable(),
  jettyNumber: z.string().nullable(),
  berthId: z.number().int().nullable(),
  berthName: z.string().nullable(),
  berthAssignedAt: z.string().nullable(),
  estimatedBerthTime: z.string().nullable(),
  durationHours: z.number().nullable(),
  actualQuantity: z.number().nullable(),
  variancePercent: z.number().nullable(),
  completedAt: z.string().nullable(),
  surveyors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Certificates and bill of lading; filled in once those documents exist for the nomination. */
  documents: z.object({
    quantity: documentLink.nullable(),
    quality: documentLink.nullable(),
    billOfLading: documentLink.nullable(),
  }),
  pendingRequests: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The lifecycle steps the caller may take now (contract/lifecycle.ts). */
  actions: z.array(z.enum(NOMINATION_ACTIONS)),
  /** Whether the caller may still edit the nomination's details directly. */
  editable: z.boolean(),
});
export type NominationRecord = z.infer<typeof nominationRecord>;

/** `GET /jput/nomination/list/` (spec §7) and its extra filters. */
export const nominationListQuery = pageQuery
  .extend({
    status: z.enum(NOMINATION_PROGRESS).optional(),
    /** Several statuses, comma separated. */
    statusString: z
      .string()
      .max(400)
      .optional()
      .refine(
        (v) => !v || v.split(',').every((s) => (NOMINATION_PROGRESS as readonly string[]).includes(s.trim())),
        messageKey('nominations.unknownStatus'),
      ),
    searchValue: z.string().trim().max(200).optional(),
    searchDateType: z.enum(SEARCH_DATE_TYPES).optional(),
    startDate: z.union([datetime, z.iso.date()]).optional(),
    endDate: z.union([datetime, z.iso.date()]).optional(),
    companyId: z.coerce.number().int().positive().optional(),
    bargeId: z.coerce.number().int().positive().optional(),
    productId: z.coerce.number().int().positive().optional(),
    jettyId: z.coerce.number().int().positive().optional(),
    /** Completed with an actual quantity whose variance is beyond this many percent (the dashboard's high variance). */
    varianceAbove: z.coerce.number().min(0).max(100).optional(),
    /** With (`true`) or without (`false`) a recorded variance justification. */
    justified: z.enum(['true', 'false']).optional(),
    /** Berthed (all fast) within an hour of the planned berth time (`true`), or not (`false`). */
    onTime: z.enum(['true', 'false']).optional(),
    sort: z
      .enum(['id', 'createdAt', 'eta', 'bargeReadinessTime', 'estimatedBerthTime', 'status', 'quantity'])
      .optional(),
    order: z.enum(['ASC', 'DESC']).default('DESC'),
  })
  .strict();
export type NominationListQuery = z.infer<typeof nominationListQuery>;

const idBody = { id: dbId };
export const revokeInput = z.object({ ...idBody, reason: requiredText(2000) }).strict();
export const readinessInput = z.object({ bargeReadinessTime: datetime }).strict();
export const assignInput = z.object({ berthId: dbId, estimatedBerthTime: datetime }).strict();
export const customCodeInput = z.object({ ...idBody, customCode: optionalText(40) }).strict();
export const sendEmailInput = z.object({ ...idBody, message: optionalText(2000) }).strict();
export const justifyInput = z.object({ justification: requiredText(2000) }).strict();

/** The change requests of DECISIONS.md §4. */
export const REQUEST_TYPES = ['modification', 'nominatedQtyMax', 'product', 'tank'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
export const REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;
/** The fields a modification request may propose. */
export const MODIFIABLE_FIELDS = [
  'bargeId',
  'quantity',
  'balanceInTank',
  'eta',
  'pilotType',
  'pilotExemption',
  'bargeContactNumber',
  'remarks',
  'surveyorIds',
] as const;

export const modificationInput = z
  .object({
    ...idBody,
    changes: nominationFields
      .pick(
        Object.fromEntries(MODIFIABLE_FIELDS.map((f) => [f, true])) as {
          [K in (typeof MODIFIABLE_FIELDS)[number]]: true;
        },
      )
      .partial()
      .strict()
      .refine((c) => Object.keys(c).length > 0, messageKey('nominations.proposeChange')),
    note: optionalText(2000),
  })
  .strict();
export const qtyMaxRequestInput = z.object({ ...idBody, nominatedQtyMax: quantity, note: optionalText(2000) }).strict();
export const productRequestInput = z.object({ ...idBody, productId: dbId, note: optionalText(2000) }).strict();
export const tankRequestInput = z.object({ ...idBody, tankId: dbId, note: optionalText(2000) }).strict();

export const requestRecord = z.object({
  id: z.number().int(),
  nominationId: z.number().int(),
  nominationStatus: z.enum(NOMINATION_PROGRESS),
  companyName: z.string(),
  bargeName: z.string(),
  type: z.enum(REQUEST_TYPES),
  proposed: z.record(z.string(), z.unknown()),
  previous: z.record(z.string(), z.unknown()),
  note: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  requestedBy: z.number().int(),
  /** Display names and roles (DECISIONS.md §12): a person is never named by sign-in name here. */
  requestedByName: z.string(),
  requestedByRole: z.number().int(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedByRole: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type RequestRecord = z.infer<typeof requestRecord>;

/** `GET /jput/request/list`: applyType 1 pending, 2 processed, 3 all (with showAllRequest). */
export const requestListQuery = pageQuery
  .extend({
    applyType: z.coerce.number().int().min(1).max(3).default(1),
    showAllRequest: z.enum(['true', 'false']).optional(),
    nominationId: z.coerce.number().int().positive().optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  })
  .strict();
export const approveInput = z.object(idBody).strict();
export const rejectInput = z
  .object({
    ...idBody,
    reason: z
      .string({ error: whenMissing('spec.reasonRequired') })
      .trim()
      .min(1, messageKey('spec.reasonRequired'))
      .max(2000),
  })
  .strict();

export const nominationLogQuery = z
  .object({
    BId: z.coerce.number().int().positive().max(2_147_483_647),
    pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const nominationLogRecord = z.object({
  id: z.number().int(),
  action: z.number().int(),
  actionLabel: z.string(),
  fromStatus: z.enum(NOMINATION_PROGRESS).nullable(),
  toStatus: z.enum(NOMINATION_PROGRESS).nullable(),
  detail: z.string().nullable(),
  /** Who acted: display name and role, never the sign-in name; null for the system. */
  userName: z.string().nullable(),
  userRole: z.number().int().nullable(),
  at: z.string(),
});

export const ullageRecord = z.object({
  id: z.number().int(),
  nominationId: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  /** The uploader's display name and role. */
  uploadedByName: z.string(),
  uploadedByRole: z.number().int(),
});
export const delUllageInput = z.object({ nId: dbId, ullageId: dbId }).strict();

export const highVarianceRecord = z.object({
  id: z.number().int(),
  companyName: z.string(),
  bargeName: z.string(),
  productName: z.string(),
  quantity: z.number(),
  actualQuantity: z.number(),
  variancePercent: z.number(),
  completedAt: z.string().nullable(),
  justification: z.string().nullable(),
  /** Display name and role of who justified it. */
  justifiedByName: z.string().nullable(),
  justifiedByRole: z.number().int().nullable(),
  justifiedAt: z.string().nullable(),
});
export type HighVarianceRecord = z.infer<typeof highVarianceRecord>;
export const highVarianceQuery = pageQuery
  .extend({
    justified: z.enum(['true', 'false']).optional(),
    searchValue: z.string().trim().max(200).optional(),
  })
  .strict();

const option = z.object({ id: z.number().int(), name: z.string() });
export const nominationOptionsSchema = z.object({
  barges: z.array(
    option.extend({
      imo: z.string(),
      loa: z.number(),
      /** The barge may not be nominated now (the same rule as the refusal on Save): the picker disables it. */
      unqualified: z.boolean(),
      /**
       * Why: blacklisted by hand, its latest vetting's status (5, 9, 10), or 'vettingNeeded' (the
       * terminal's setting asks for an Accepted vetting and it has none).
       */
      unqualifiedWhy: z
        .object({
          kind: z.union([z.literal('blacklisted'), z.literal('vettingNeeded'), z.number().int()]),
          reason: z.string().nullable(),
          since: z.string().nullable(),
        })
        .nullable(),
    }),
  ),
  products: z.array(option),
  tanks: z.array(option.extend({ number: z.string(), productId: z.number().int().nullable() })),
  surveyors: z.array(option),
  pilots: z.array(option),
});
export type NominationOptions = z.infer<typeof nominationOptionsSchema>;
