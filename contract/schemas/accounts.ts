import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages.js';
import { newPasswordSchema } from '../password.js';
import { isCountryCode, isValidUen } from '../validators.js';
import { requiredText } from './common.js';

/** Who may register themselves: a customer, a surveying company or a barge operator, with its first user. */
export const REGISTER_KINDS = ['customer', 'surveyor', 'barge_operator'] as const;

const optional = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** `POST /register`: a company and its first user (DECISIONS.md §8). */
export const registerInput = z.object({
  kind: z.enum(REGISTER_KINDS),
  companyName: requiredText(200),
  country: optional(2).transform((v) => v?.toUpperCase() ?? null).refine((v) => v === null || isCountryCode(v), VALIDATION_MESSAGES.country),
  uen: optional(10).transform((v) => v?.toUpperCase() ?? null).refine((v) => v === null || isValidUen(v), VALIDATION_MESSAGES.uen),
  telephone: optional(40),
  userName: requiredText(100).refine((v) => /^[\w.@-]+$/.test(v), 'User name may hold letters, digits and . _ @ - only'),
  nickName: requiredText(100),
  email: requiredText(254).pipe(z.email(VALIDATION_MESSAGES.email)),
  password: newPasswordSchema,
}).strict();
export type RegisterInput = z.infer<typeof registerInput>;

export const codeParam = z.object({ code: z.string().min(1).max(200) });

/** What the activation page shows before the user confirms. */
export const verificationInfo = z.object({ userName: z.string(), email: z.string(), companyName: z.string().nullable(), needsPassword: z.boolean() });

/** `POST /system/user/verifyAccount`: the link's code, and a password when the account has none yet. */
export const verifyAccountInput = z.object({ code: z.string().min(1).max(200), password: newPasswordSchema.nullish() }).strict();
