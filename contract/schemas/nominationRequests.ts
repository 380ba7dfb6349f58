import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { NOMINATION_PROGRESS } from '../enums.js';
import { dbId, optionalText, pageQuery, whenMissing } from './common.js';
import { nominationFields, quantitySchema } from './nominationFields.js';

/* A nomination's change requests (DECISIONS.md §4): what is asked, the request as read, its list and decisions. */

const idBody = { id: dbId };

/** The change requests of DECISIONS.md §4. */
export const REQUEST_TYPES = ['modification', 'nominatedQtyMax', 'product', 'tank'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
const REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;
/** The fields a modification request may propose. */
const MODIFIABLE_FIELDS = [
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
export const qtyMaxRequestInput = z
  .object({ ...idBody, nominatedQtyMax: quantitySchema, note: optionalText(2000) })
  .strict();
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
