import { z } from 'zod';

/** docs/partner-sign-in.md: the calls a partner platform and the portal's partner pages use. */
export const partnerCodeQuery = z.object({ code: z.string().min(1).max(4_000) });
export const partnerCodeInfo = z.object({ appName: z.string(), userName: z.string(), scope: z.string() });
/** `GET /tokenLogin?accessToken=`: the spec's name, but the value is a one-time exchange code, never a session. */
export const tokenLoginQuery = z.object({ accessToken: z.string().min(10).max(200) });
/** `POST /tokenLogin/code`: a one-time code (60 s) that hands the caller's sign-in to a browser. */
export const tokenLoginCode = z.object({ code: z.string(), expiresAt: z.string() });

/** `POST /mvpLogin`: a user signs in at the portal for a partner app, which gets back a one-time code. */
export const mvpLoginBody = z.strictObject({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(2000),
  code: z.string().trim().max(20).optional(),
  appId: z.coerce.number().int().positive(),
  redirectUri: z.string().min(1).max(500),
  state: z.string().max(200).optional(),
});
export const mvpLoginResult = z.object({ redirect: z.string() });

/** `GET /mvpAuthCode?code=`: the partner's server exchanges the one-time code (signed request headers). */
export const mvpAuthCodeQuery = z.object({ code: z.string().min(1).max(200) });
export const mvpAuthCodeResult = z.object({
  accessToken: z.string(),
  userName: z.string(),
  nickName: z.string(),
  companyName: z.string().nullable(),
  expiresAt: z.string(),
});

/** `GET /getMvpCompany`: who owns or operates a vessel, for a partner (signed request). */
export const mvpCompanyQuery = z.object({
  imo: z.string().regex(/^\d{7}$/),
  timestamp: z.coerce.number().int().positive(),
  cancellable: z.enum(['true', 'false']).optional(),
});
export const mvpCompanyResult = z.object({
  imo: z.string(),
  shipName: z.string(),
  companyCode: z.string().nullable(),
  companyName: z.string().nullable(),
  /** With cancellable=true: the vessel's nominations that can still be revoked. */
  cancellableNominations: z.array(z.object({ id: z.number().int(), status: z.string() })).optional(),
});
export const partnerAppPublic = z.object({ name: z.string() });
