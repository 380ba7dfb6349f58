/** scripts/ci-node.mjs: picks and fetches the Node 24 binary .ci/run tests on when the machine's node is older. */
export const WANTED_MAJOR: number;
export function needsFetch(version: string, wanted?: number): boolean;
export function packageName(platform: string, arch: string): string;
