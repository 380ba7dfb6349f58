/**
 * Spec §8: some failures (the notification stream, count loads) are only logged, never shown to
 * the user. This is the one place the app writes to the console.
 */
export function logOnly(what: string, error: unknown): void {
  // eslint-disable-next-line no-console
  console.warn(what, error);
}
