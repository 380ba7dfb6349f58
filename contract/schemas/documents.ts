import { z } from 'zod';
import { SAMPLING_TYPES } from '../enums.js';
import { DOC_STATUSES, DOCUMENT_TYPES, SIGNER_SLOTS } from '../documents.js';
import { messageKey } from '../messages/index.js';
import { dbId, optionalText, pageQuery, requiredText, whenMissing } from './common.js';
import { INVOICE_KINDS } from './invoices.js';
import { QUALITY_TESTS } from '../quality.js';

/** A failing test of an off-spec certificate of quality (contract/quality.ts OffSpecTest). */
const offSpecTest = z.object({
  test: z.enum(QUALITY_TESTS),
  parameter: z.string(),
  result: z.number(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string(),
});

const language = z.enum(['en', 'zh']);
const measure = (min: number, max: number) => z.number().min(min).max(max);

/**
 * What a terminal's oil products plausibly measure (issue 31 walk: 100 kg/l and 100 °C were taken,
 * giving 9,995 t against 550 t nominated): fuels and oils weigh 0.6 to 1.1 kg/l at 15 °C, and a
 * tank's oil is observed between −10 and 80 °C. Each refusal names its field and its range.
 */
const CQ_LIMITS = {
  density15: { min: 0.6, max: 1.1, key: messageKey('documents.densityRange') },
  temperatureC: { min: -10, max: 80, key: messageKey('documents.temperatureRange') },
} as const;
const plausible = ({ min, max, key }: { min: number; max: number; key: string }) =>
  z.number().min(min, key).max(max, key);

/** One tank of a certificate of quantity, as measured; the volumes at 15 °C and tonnes are computed. */
const tankMeasureInput = z
  .object({
    tankId: dbId.nullish().transform((v) => v ?? null),
    tankName: requiredText(40),
    openingUllageMm: measure(0, 50_000),
    closingUllageMm: measure(0, 50_000),
    temperatureC: plausible(CQ_LIMITS.temperatureC),
    density15: plausible(CQ_LIMITS.density15),
    grossObservedM3: z.number().positive().max(1_000_000),
  })
  .strict()
  // Equal ullages mean nothing left or entered the tank: a figure typed twice, not a delivery.
  .refine((t) => t.closingUllageMm !== t.openingUllageMm, {
    message: messageKey('documents.ullageUnchanged'),
    path: ['closingUllageMm'],
  });

export const quantityContent = z
  .object({
    tanks: z.array(tankMeasureInput).min(1, messageKey('documents.tanksRequired')).max(40),
    remarks: optionalText(1000),
  })
  .strict();

const qualityTestInput = z
  .object({
    parameter: requiredText(80),
    method: requiredText(60),
    unit: optionalText(20),
    min: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
    max: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
    result: z.number(),
  })
  .strict()
  .refine((t) => t.min !== null || t.max !== null, { message: messageKey('documents.limitRequired'), path: ['max'] })
  .refine((t) => t.min === null || t.max === null || t.min <= t.max, {
    message: messageKey('documents.limitOrder'),
    path: ['max'],
  });

export const qualityContent = z
  .object({
    samplingType: z.enum(SAMPLING_TYPES),
    tests: z.array(qualityTestInput).min(1, messageKey('documents.testsRequired')).max(60),
    remarks: optionalText(1000),
  })
  .strict();

export const billOfLadingContent = z
  .object({
    shipper: requiredText(200),
    consignee: requiredText(200),
    notifyParty: optionalText(200),
    portOfLoading: requiredText(120),
    portOfDischarge: requiredText(120),
    originals: z.number().int().min(1).max(6),
    remarks: optionalText(1000),
  })
  .strict();

const documentContent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('quantity'), content: quantityContent }).strict(),
  z.object({ type: z.literal('quality'), content: qualityContent }).strict(),
  z.object({ type: z.literal('billOfLading'), content: billOfLadingContent }).strict(),
  // Taken in only to be refused with its reason (403 documents.serverMade): the portal makes it at cast off.
  z.object({ type: z.literal('statementOfFacts'), content: z.record(z.string(), z.unknown()) }).strict(),
]);

/** `POST /api/documents`: a draft for a nomination, in the language it will be printed in. */
export const documentCreateInput = z.intersection(
  z.object({ nominationId: dbId, language: language.default('en') }),
  documentContent,
);
export type DocumentCreateInput = z.infer<typeof documentCreateInput>;

/** `PUT /api/documents/{id}`: a draft's content or a refused document's revision. */
export const documentUpdateInput = z
  .object({ language: language.optional(), content: z.record(z.string(), z.unknown()) })
  .strict();

export const signInput = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('drawn'),
      /** A PNG data URL from the signature pad. */
      image: z
        .string()
        .max(400_000)
        .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, messageKey('documents.signatureImage')),
    })
    .strict(),
  z.object({ kind: z.literal('typed'), name: requiredText(80) }).strict(),
]);
export type SignInput = z.infer<typeof signInput>;

/** A refusal names its reason (spec §5): absent, blank or only spaces answers the spec's text at `reason`. */
export const refuseInput = z
  .object({
    reason: z
      .string({ error: whenMissing('spec.enterRejectReason') })
      .trim()
      .min(1, messageKey('spec.enterRejectReason'))
      .max(500),
  })
  .strict();

export const documentListQuery = pageQuery.extend({
  type: z.enum(DOCUMENT_TYPES).optional(),
  status: z.enum(DOC_STATUSES).optional(),
  nominationId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** `true`: only documents waiting for the caller's signature. */
  waiting: z.enum(['true', 'false']).optional(),
  searchValue: z.string().trim().max(100).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

/**
 * People in a document's answers are named by display name and role (DECISIONS.md §12): the
 * `userName` fields carry the signer's or author's name as shown to others, never a sign-in name.
 */
const signatureRecord = z.object({
  slot: z.enum(SIGNER_SLOTS),
  round: z.number().int(),
  /** The signer's display name when they signed. */
  userName: z.string(),
  role: z.number().int(),
  kind: z.enum(['drawn', 'typed']),
  at: z.string(),
  version: z.number().int(),
});

const versionRecord = z.object({
  version: z.number().int(),
  sha256: z.string(),
  size: z.number().int(),
  reason: z.enum(['sent', 'signed', 'revised']),
  /** Who made the version: display name and role. */
  userName: z.string().nullable(),
  userRole: z.number().int().nullable(),
  at: z.string(),
  /** The final version carries the terminal's PAdES signature. */
  sealed: z.boolean(),
});

export const DOCUMENT_ACTIONS = ['edit', 'send', 'sign', 'refuse', 'revise'] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

export const documentRecord = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOC_STATUSES),
  language,
  nominationId: z.number().int(),
  bargeName: z.string(),
  companyName: z.string(),
  productName: z.string(),
  /** The maker's display name and role. */
  createdBy: z.string(),
  createdByRole: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  round: z.number().int(),
  /** The slot due to sign now; null unless Pending. */
  due: z.enum(SIGNER_SLOTS).nullable(),
  slots: z.array(z.enum(SIGNER_SLOTS)),
  refusal: z
    .object({ reason: z.string(), userName: z.string(), role: z.number().int().nullable(), at: z.string() })
    .nullable(),
  /** The content as saved, with the computed figures (totals, verdicts) beside it. */
  content: z.record(z.string(), z.unknown()),
  computed: z.record(z.string(), z.unknown()),
  /**
   * A certificate of quality's results outside its product's limits, found at signing (issue 34,
   * contract/quality.ts); null when on spec or not checked. Optional only so older fixtures stay valid.
   */
  offSpec: z.array(offSpecTest).nullable().optional(),
  signatures: z.array(signatureRecord),
  versions: z.array(versionRecord),
  /** What the caller may do now. */
  actions: z.array(z.enum(DOCUMENT_ACTIONS)),
  /**
   * Steps that are the caller's but wait on someone else, each with what it waits for (a catalogue
   * message): the screen shows them disabled with that reason instead of offering them to refuse them.
   */
  waits: z.array(
    z.object({
      action: z.enum(DOCUMENT_ACTIONS),
      reason: z.object({
        key: z.string(),
        /** A value, or another message by its key (a signer's place). */
        params: z.record(z.string(), z.union([z.string(), z.number(), z.object({ key: z.string() })])).optional(),
      }),
    }),
  ),
});
export type DocumentRecord = z.infer<typeof documentRecord>;

export const documentRow = documentRecord.pick({
  id: true,
  number: true,
  type: true,
  status: true,
  nominationId: true,
  bargeName: true,
  companyName: true,
  productName: true,
  createdBy: true,
  createdByRole: true,
  updatedAt: true,
  due: true,
  round: true,
  offSpec: true,
});
export type DocumentRow = z.infer<typeof documentRow>;

export const documentVersionParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  version: z.coerce.number().int().positive().max(10_000),
});

const VERIFY_OUTCOMES = ['valid', 'invalid', 'notFullySigned', 'notLatest', 'signatureMissing'] as const;
/**
 * The text of each outcome: the spec's (§6) where it gives one; a known version of a document whose
 * signing is not finished (Pending, Rejected; a Draft has no version) has its own. A valid document
 * has none.
 */
export const VERIFY_MESSAGES = {
  valid: null,
  invalid: 'spec.documentNotValid',
  notFullySigned: 'documents.notFullySigned',
  notLatest: 'spec.pdfNotLatest',
  signatureMissing: 'spec.signatureMissing',
} as const;
export const verifyResult = z.object({
  outcome: z.enum(VERIFY_OUTCOMES),
  /** The catalogue key of the outcome's text, and the text in English. */
  messageKey: z
    .enum(['spec.documentNotValid', 'documents.notFullySigned', 'spec.pdfNotLatest', 'spec.signatureMissing'])
    .nullable(),
  message: z.string().nullable(),
  document: z
    .object({
      number: z.string(),
      /** A document's type, or an invoice's kind (DECISIONS §11: invoices and credit notes verify too). */
      type: z.enum([...DOCUMENT_TYPES, ...INVOICE_KINDS]),
      status: z.enum(DOC_STATUSES),
      version: z.number().int(),
      latestVersion: z.number().int(),
      /** Each signer's display name and role as signed, never a sign-in name. */
      signers: z.array(
        z.object({ userName: z.string(), role: z.number().int(), slot: z.enum(SIGNER_SLOTS), at: z.string() }),
      ),
    })
    .nullable(),
});
export type VerifyResult = z.infer<typeof verifyResult>;

export const countResult = z.number().int();
