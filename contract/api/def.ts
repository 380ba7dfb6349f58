import type { z } from 'zod';
import { API_ROUTES } from '../apiRoutes.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ApiDef {
  method: Method;
  /** Under /api; `:name` segments are path parameters. */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `data`; 'file' for a download answered as bytes; 'upload' bodies are multipart. */
  response: z.ZodType | 'file';
  upload?: true;
}
/** An entry: the method and path of API_ROUTES with the schemas of the call. */
export const def = <const N extends keyof typeof API_ROUTES, const D extends Omit<ApiDef, 'method' | 'path'>>(
  name: N,
  d: D,
) =>
  ({ ...d, method: API_ROUTES[name][0], path: API_ROUTES[name][1] }) as D & {
    method: (typeof API_ROUTES)[N][0];
    path: (typeof API_ROUTES)[N][1];
  };
