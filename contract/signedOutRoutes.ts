/**
 * The calls of the signed-out pages (the sign-in page and the start of every visit), apart from the
 * rest of API_ROUTES: the route table grows with every module, and the sign-in page's bundle should
 * not (bench/bundle.ts).
 */
export const SIGNED_OUT_ROUTES = {
  login: ['POST', '/login'],
  publicSettings: ['GET', '/settings/public'],
  authenticatorStatus: ['GET', '/getPasswordAuthenticatorStatus'],
  bargeAuthCode: ['GET', '/bargeAuthCode'],
  bargeLogin: ['POST', '/bargeLogin'],
} as const;

/** The path with its `:name` segments filled in. */
export function pathOf(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}
