/** Injected wherever time decides an outcome (session expiry, lockout) so tests can move it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
