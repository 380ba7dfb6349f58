import { describe, expect, it } from 'vitest';
import { accessTo } from './guard.js';
import type { Access } from './types.js';

describe("a route's declared access", () => {
  // The @ts-expect-error lines are the test: `npm run typecheck` fails when one of them compiles.
  it('names a rule of the permission table, or does not compile', () => {
    const rule = accessTo('users');
    expect(rule('legacySds')).toEqual({ access: { resource: 'users', action: 'legacySds' } });
    // @ts-expect-error users have no approve (the companies' action)
    expect(rule('approve')).toEqual({ access: { resource: 'users', action: 'approve' } });
    const declared: Access[] = ['public', 'authenticated', { resource: 'pilotage', action: 'dispatch' }];
    // @ts-expect-error a typo in the action: the route would answer 403 to everyone
    declared.push({ resource: 'pilotage', action: 'dispach' });
    // @ts-expect-error a resource the table lacks
    declared.push({ resource: 'pilotJobs', action: 'list' });
    expect(declared).toHaveLength(5);
  });
});
