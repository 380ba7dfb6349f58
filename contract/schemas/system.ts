import { z } from 'zod';

/**
 * The API's root (`POST /` of the spec's section 7, answered at /api/ for GET too): which API this
 * is, its build, and where its calls are described — a starting point for a partner or a probe,
 * with nothing in it that needs signing in.
 */
export const apiRootInfo = z.object({
  name: z.string(),
  version: z.string(),
  /** The browsable description of every call. */
  docs: z.string(),
  /** The same as OpenAPI JSON. */
  openApi: z.string(),
});
