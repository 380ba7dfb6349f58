import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { newPasswordSchema } from '../password.js';
import { USER_STATUSES } from '../enums.js';

export const loginBody = z.strictObject({
  username: z.string().trim().min(1, messageKey('spec.requiredField')).max(100),
  password: z.string().min(1, messageKey('spec.requiredField')).max(2000),
  /** The authenticator code (or a recovery code) of a user who enabled one. */
  code: z.string().trim().max(20).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResult = z.object({ token: z.string(), landing: z.string() });

const userInfo = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  role: z.number().int(),
  userType: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  status: z.enum(USER_STATUSES),
});

export const getInfoResult = z.object({
  user: userInfo,
  mvpVesselPayFlag: z.boolean(),
  menus: z.array(z.string()),
  landing: z.string(),
  /** Profile name and e-mail are editable only under this flag, currently always false (spec §3). */
  profileEditable: z.boolean(),
  /** The terminal's time zone: the browser shows every date in it. */
  timeZone: z.string(),
  /** Whether the user signs in with an authenticator code too; staff without one are encouraged to enable it. */
  authenticator: z.boolean(),
  /** False while the user's self-registered company waits for the terminal's approval (DECISIONS §8). */
  companyApproved: z.boolean(),
});
export type GetInfoResult = z.infer<typeof getInfoResult>;

export const updatePassBody = z.strictObject({
  oldPassword: z.string().min(1, messageKey('spec.requiredField')).max(2000),
  password: newPasswordSchema,
});
export type UpdatePassBody = z.infer<typeof updatePassBody>;

/** `POST /system/user/updatePassEmail`: the caller's e-mail (where codes, links and notices go), confirmed by the password. */
export const updatePassEmailBody = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, messageKey('spec.requiredField'))
    .max(254)
    .pipe(z.email(messageKey('validation.email'))),
  password: z.string().min(1, messageKey('spec.requiredField')).max(2000),
});
export type UpdatePassEmailBody = z.infer<typeof updatePassEmailBody>;
