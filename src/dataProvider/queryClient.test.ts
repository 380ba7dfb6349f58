import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { ApiError } from './unwrapEnvelope';
import { createQueryClient, retryRead } from './queryClient';

describe('retryRead', () => {
  it("takes a 4xx answer as final, the server's message shown at once", () => {
    for (const status of [400, 401, 403, 404, 409, 422]) expect(retryRead(0, new HttpError('no', status))).toBe(false);
    expect(retryRead(0, new ApiError('no', 409, 409, 'notify', { key: 'x', params: {} }))).toBe(false);
  });

  it('tries a lost connection, a 5xx, a timeout or a busy server three times more', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new HttpError('down', 503),
      new HttpError('t', 408),
      new HttpError('busy', 429),
    ]) {
      expect([0, 1, 2, 3].map((n) => retryRead(n, error))).toEqual([true, true, true, false]);
    }
  });

  it("is the app's query cache's rule for reads", () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryRead);
  });
});
