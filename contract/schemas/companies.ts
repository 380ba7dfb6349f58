import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { isValidLei, isValidUen } from '../validators.js';
import { isCountryCode } from '../countries.js';
import { dbId, isoDate, listQuery, optionalEmail, optionalText, requiredText, webAddress } from './common.js';

export const COMPANY_KINDS = ['terminal', 'customer', 'surveyor', 'barge_operator'] as const;

const upper = (max: number) => optionalText(max).transform((v) => (v ? v.toUpperCase() : null));

/** Every company field of spec §3. */
export const companyInput = z
  .object({
    code: requiredText(30).transform((v) => v.toUpperCase()),
    name: requiredText(200),
    kind: z.enum(COMPANY_KINDS),
    legalName: optionalText(200),
    entityType: optionalText(60),
    country: upper(2).refine((v) => v === null || isCountryCode(v), messageKey('validation.country')),
    industrySector: optionalText(120),
    foundedOn: isoDate.nullish().transform((v) => v ?? null),
    registerNumber: optionalText(60),
    lei: upper(20).refine((v) => v === null || isValidLei(v), messageKey('validation.lei')),
    parentCompanyId: dbId.nullish().transform((v) => v ?? null),
    beneficialOwner: optionalText(200),
    streetNo: optionalText(30),
    street: optionalText(200),
    town: optionalText(120),
    postalCode: optionalText(20),
    poBox: optionalText(30),
    email: optionalEmail,
    /** Where invoices are e-mailed (DECISIONS §11); none: invoices are issued but not mailed. */
    billingEmail: optionalEmail,
    website: webAddress
      .nullish()
      .or(z.literal(''))
      .transform((v) => (v ? v : null)),
    telephone: optionalText(40).refine(
      (v) => v === null || /^[+\d][\d\s()-]{3,39}$/.test(v),
      messageKey('validation.telephone'),
    ),
    socialLinks: z.array(webAddress).max(10).default([]),
    alternativeName: optionalText(200),
    uen: upper(10).refine((v) => v === null || isValidUen(v), messageKey('validation.uen')),
  })
  .strict();
export type CompanyInput = z.infer<typeof companyInput>;

export const companyRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(COMPANY_KINDS),
  legalName: z.string().nullable(),
  entityType: z.string().nullable(),
  country: z.string().nullable(),
  industrySector: z.string().nullable(),
  foundedOn: z.string().nullable(),
  registerNumber: z.string().nullable(),
  lei: z.string().nullable(),
  parentCompanyId: z.number().int().nullable(),
  parentCompanyName: z.string().nullable(),
  beneficialOwner: z.string().nullable(),
  streetNo: z.string().nullable(),
  street: z.string().nullable(),
  town: z.string().nullable(),
  postalCode: z.string().nullable(),
  poBox: z.string().nullable(),
  email: z.string().nullable(),
  billingEmail: z.string().nullable(),
  website: z.string().nullable(),
  telephone: z.string().nullable(),
  socialLinks: z.array(z.string()),
  alternativeName: z.string().nullable(),
  uen: z.string().nullable(),
  active: z.boolean(),
  /** False for a self-registered company until the terminal approves it. */
  approved: z.boolean(),
  userCount: z.number().int(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

export const companyListQuery = listQuery
  .extend({ kind: z.enum(COMPANY_KINDS).optional(), country: z.string().max(2).optional() })
  .strict();
export type CompanyListQuery = z.infer<typeof companyListQuery>;
