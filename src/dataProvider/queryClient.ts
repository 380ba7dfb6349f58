import { QueryClient } from '@tanstack/react-query';

/**
 * Whether react-query tries a failed read again. An answer in the 4xx range is the server's last word (no
 * right, a rule, a record gone): the screen says so at once instead of after three retries, about seven
 * seconds of "Loading". A lost connection, a 5xx, a timeout (408) or a busy server (429) may pass on the next
 * try, as react-query's default of three tries assumes.
 */
export function retryRead(failures: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  return failures < 3;
}

/** The app's query cache: react-admin's defaults but for retryRead. */
export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: retryRead } } });
