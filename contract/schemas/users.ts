import { z } from 'zod';
import { messageKey } from '../messages/index.js';
import { USER_STATUSES, isValidUserTypeRole } from '../enums.js';
import { newPasswordSchema } from '../password.js';
import { dbId, pageQuery, requiredText } from './common.js';

const userFields = {
  userName: requiredText(100).refine((v) => /^[\w.@-]+$/.test(v), messageKey('validation.userName')),
  nickName: requiredText(100),
  email: requiredText(254).pipe(z.email(messageKey('validation.email'))),
  userType: z.number().int().min(0).max(4),
  role: z.number().int().min(0).max(13),
  companyId: dbId.nullish().transform((v) => v ?? null),
  shipId: dbId.nullish().transform((v) => v ?? null),
  /** A pilot user's pilot record (DECISIONS.md §7a); ignored for other roles. */
  pilotId: dbId.nullish().transform((v) => v ?? null),
};
const typeRoleRule = { message: messageKey('validation.userTypeRole'), path: ['role'] };

/** A user's own fields as the user form edits them, with the role that must fit the user type. */
export const userProfile = z.object(userFields).refine((u) => isValidUserTypeRole(u.userType, u.role), typeRoleRule);

/** `POST /system/user`. Without a password the user waits as Pending Verification for the e-mailed link. */
export const userCreate = z
  .object({
    ...userFields,
    password: newPasswordSchema.nullish(),
    status: z.enum(['Active', 'Draft']).nullish(),
  })
  .strict()
  .refine((u) => isValidUserTypeRole(u.userType, u.role), typeRoleRule);
export type UserCreate = z.infer<typeof userCreate>;

/** `PUT /system/user`: userId and the fields to change (the profile sends userName, email, userId). */
export const userUpdate = z
  .object({
    userId: dbId,
    ...(Object.fromEntries(Object.entries(userFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof userFields]: z.ZodOptional<(typeof userFields)[K]>;
    }),
  })
  .strict()
  .refine(
    (u) =>
      (u.userType === undefined) === (u.role === undefined) &&
      (u.userType === undefined || isValidUserTypeRole(u.userType, u.role ?? -1)),
    typeRoleRule,
  );
export type UserUpdate = z.infer<typeof userUpdate>;

export const userIdBody = z.object({ userId: dbId }).strict();

export const userListQuery = pageQuery
  .extend({
    userType: z.coerce.number().int().min(0).max(4).optional(),
    searchValue: z.string().trim().max(200).optional(),
    status: z.enum(USER_STATUSES).optional(),
    companyId: z.coerce.number().int().positive().optional(),
    sort: z.string().max(40).optional(),
    order: z.enum(['ASC', 'DESC']).default('DESC'),
  })
  .strict();
export type UserListQuery = z.infer<typeof userListQuery>;

export const userRecord = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  userType: z.number().int(),
  role: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  shipId: z.number().int().nullable(),
  shipName: z.string().nullable(),
  pilotId: z.number().int().nullable(),
  pilotName: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** Until when sign-in is locked after ten failures; null when it is not. */
  lockedUntil: z.string().nullable(),
  createTime: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const userNumbers = z.object({
  total: z.number().int(),
  Active: z.number().int(),
  Deactivated: z.number().int(),
  'Pending Verification': z.number().int(),
  Draft: z.number().int(),
});

export const userOption = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  role: z.number().int(),
  companyId: z.number().int().nullable(),
});
export const deleteResult = z.object({ deleted: z.boolean(), deactivated: z.boolean() });
