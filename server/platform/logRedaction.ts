import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential: their values never reach a log. */
const SECRET_PARAMS = /^(accesstoken|access_token|token|code|password|secret|key|signature|state)$/i;
/** Paths whose last segment is a credential (an activation code). */
const SECRET_PATHS = [/^(\/api\/system\/user\/verification\/)[^/?]+/];

/** A request's address as a log may keep it: credentials in its query or path replaced. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  let safePath = path;
  for (const re of SECRET_PATHS) safePath = safePath.replace(re, '$1[redacted]');
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const name of [...new Set(params.keys())]) if (SECRET_PARAMS.test(name)) params.set(name, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

/** Fastify's request serializer, with the address redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
