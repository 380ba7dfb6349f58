import { z } from 'zod';
import { DOC_STATUSES } from '../documents.js';
import { messageKey } from '../messages/index.js';
import { NOMINATION_PROGRESS, SEARCH_DATE_TYPES } from '../enums.js';
import { NOMINATION_ACTIONS } from '../lifecycle.js';
import { SOF_PROGRESS } from '../portCall.js';
import { dbId, idParam, isoInstant, optionalText, pageQuery, requiredText } from './common.js';
import { nominationFields, PILOT_TYPES } from './nominationFields.js';

// Split by job; everything is still exported from here.
export * from './nominationFields.js';
export * from './nominationRequests.js';
export * from './nominationReports.js';

const datetime = isoInstant;

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

/** Which time a nomination's "when" is: the actual all fast, the estimated berth time, or the ETA. */
export const CALL_WHEN_KINDS = ['allFast', 'berth', 'eta'] as const;
export type CallWhenKind = (typeof CALL_WHEN_KINDS)[number];

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
    /** Made by the portal at cast off (DECISIONS §10); optional only so older fixtures stay valid. */
    statementOfFacts: documentLink.nullable().optional(),
  }),
  pendingRequests: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The lifecycle steps the caller may take now (contract/lifecycle.ts). */
  actions: z.array(z.enum(NOMINATION_ACTIONS)),
  /** Whether the caller may still edit the nomination's details directly. */
  editable: z.boolean(),
  /**
   * When the call berths or berthed (issue 33): the actual all fast once recorded, else the
   * estimated berth time, else the ETA; null when none is known yet. Not a sort: no index serves
   * the choice (docs/decisions.md, issue 33).
   */
  when: z.object({ at: z.string(), kind: z.enum(CALL_WHEN_KINDS) }).nullable(),
  /** Where its statement of facts stands (contract/portCall.ts progressOf). */
  sofProgress: z.enum(SOF_PROGRESS),
  /** Its certificate of quality was signed off-spec (issue 34); optional only so older fixtures stay valid. */
  offSpec: z.boolean().optional(),
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
    /** Berthed (all fast) within `onTimeHours` (default the setting's default, 1 h) of the planned berth time (`true`), or not (`false`). */
    onTime: z.enum(['true', 'false']).optional(),
    /** The on-time tolerance in hours: the dashboard's links carry the terminal's setting (issue 33). */
    onTimeHours: z.coerce.number().min(0).max(48).optional(),
    /** With (`true`) or without (`false`) a certificate of quality signed off-spec (issue 34), signed within `offSpecFrom`–`offSpecTo` when given (the dashboard's figure). */
    offSpec: z.enum(['true', 'false']).optional(),
    offSpecFrom: z.union([datetime, z.iso.date()]).optional(),
    offSpecTo: z.union([datetime, z.iso.date()]).optional(),
    /** On this berth (the port call figures' berth rows, issue 33). */
    berthId: idParam.shape.id.optional(),
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
