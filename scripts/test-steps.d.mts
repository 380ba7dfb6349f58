/** scripts/test-steps.mjs: the steps of `npm test`, the node each runs on, and the table of their times. */
export interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  /** A Node binary's folder put first on PATH for this step (Node 24 from BERTH_NODE24); absent: the machine's node. */
  nodeDir?: string;
  /** Neighbouring steps with the same value run at once, as one turn. */
  together?: string;
}
export interface StepResult {
  node: string;
  seconds: number;
  ok: boolean;
  status?: number | null;
}
export function nodeMajor(version: string): number;
export function planSteps(env: Record<string, string | undefined>): Step[];
export function stepEnv(step: Step, env: Record<string, string | undefined>): Record<string, string | undefined>;
export function nodeBinary(dir: string): string;
export function turnsOf(steps: Step[]): Step[][];
export function formatTable(steps: Step[], results: StepResult[]): string;
