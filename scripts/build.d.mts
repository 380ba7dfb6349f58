/** scripts/build.mjs: builds the browser app and the server bundle when out of date. */
export function buildOutdated(options?: { force?: boolean; log?: (message: string) => void }): Promise<void>;
