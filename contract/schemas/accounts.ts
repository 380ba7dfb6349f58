import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { newPasswordSchema } from '../password.js';
import { isValidUen } from '../validators.js';
import { isCountryCode } from '../countries.js';
import { requiredText } from './common.js';

/** Who may register themselves: a customer, a surveying company or a barge operator, with its first user. */
export const REGISTER_KINDS = ['customer', 'surveyor', 'barge_operator'] as const;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** `POST /register`: a company and its first user (DECISIONS.md §8). */
export const registerInput = z
  .object({
    kind: z.enum(REGISTER_KINDS),
    companyName: requiredText(200),
    country: optional(2)
      .transform((v) => v?.toUpperCase() ?? null)
      .refine((v) => v === null || isCountryCode(v), messageKey('validation.country')),
    uen: optional(10)
      .transform((v) => v?.toUpperCase() ?? null)
      .refine((v) => v === null || isValidUen(v), messageKey('validation.uen')),
    telephone: optional(40),
    userName: requiredText(100).refine((v) => /^[\w.@-]+$/.test(v), messageKey('validation.userName')),
    nickName: requiredText(100),
    email: requiredText(254).pipe(z.email(messageKey('validation.email'))),
    password: newPasswordSchema,
  })
  .strict();
export type RegisterInput = z.infer<typeof registerInput>;

export const codeParam = z.object({ code: z.string().min(1).max(200) });

/** What the activation page shows before the user confirms. */
export const verificationInfo = z.object({
  userName: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  needsPassword: z.boolean(),
});

/** `POST /system/user/verifyAccount`: the link's code, and a password when the account has none yet. */
export const verifyAccountInput = z
  .object({ code: z.string().min(1).max(200), password: newPasswordSchema.nullish() })
  .strict();

/** `GET /bargeAuthCode?username=`: a code goes to the barge user's e-mail. */
export const bargeCodeQuery = z.object({ username: z.string().trim().min(1).max(100) });
/** `POST /bargeLogin`. */
export const bargeLoginBody = z.strictObject({
  username: z.string().trim().min(1).max(100),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code error'),
});

/** `GET /getPasswordAuthenticatorStatus?username=`: whether the sign-in page must ask for a code. */
export const authenticatorStatusQuery = z.object({ username: z.string().trim().min(1).max(100) });
export const authenticatorStatus = z.object({ enabled: z.boolean() });

/** Enrolment: the secret to type in, its otpauth URL and the same as a QR code (SVG). */
export const authenticatorSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export const authenticatorCode = z.strictObject({ code: z.string().trim().min(6).max(20) });
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
