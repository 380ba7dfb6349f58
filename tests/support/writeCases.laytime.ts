import { post, type WriteCase } from './writeCaseKit.js';

/** Laytime's write (issue 34): the recompute job, one audit row for the job. */
export const LAYTIME_CASES: Record<string, WriteCase> = {
  'POST /api/laytime/recompute': {
    entity: 'laytime',
    call: async (c) => post('/api/laytime/recompute', c.k.logistics),
  },
};
