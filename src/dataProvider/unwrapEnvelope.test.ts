import { describe, expect, it } from 'vitest';
import { ApiError, transportFailure, unwrapEnvelope, type RawResponse } from './unwrapEnvelope';
import { MESSAGES_EN } from '../../contract/messages';

const SPEC_MESSAGES = MESSAGES_EN.spec;

const json = (status: number, body: unknown): RawResponse => ({ status, body, responseType: 'json' });

/** Spec §8, one row per case: input → data, or error message, status and effect. */
const ROWS: [string, RawResponse, { data: unknown } | { message: string; status: number; effect: string }][] = [
  ['200 returns data', json(200, { code: 200, msg: 'success', data: { a: 1 } }), { data: { a: 1 } }],
  [
    '401 expires the session with the server message',
    json(401, { code: 401, msg: 'Please sign in to continue', data: null }),
    { message: 'Please sign in to continue', status: 401, effect: 'session-expired' },
  ],
  [
    '401 without a message uses the spec text',
    json(401, { code: 401, msg: '', data: null }),
    { message: SPEC_MESSAGES.loginExpired, status: 401, effect: 'session-expired' },
  ],
  [
    '500 shows the message and rejects',
    json(500, { code: 500, msg: 'Server Error (request id 1)', data: null }),
    { message: 'Server Error (request id 1)', status: 500, effect: 'notify' },
  ],
  [
    '403 shows an error notice titled with the message',
    json(403, { code: 403, msg: 'No', data: null }),
    { message: 'No', status: 403, effect: 'notify' },
  ],
  [
    '409 shows an error notice',
    json(409, { code: 409, msg: 'Taken', data: null }),
    { message: 'Taken', status: 409, effect: 'notify' },
  ],
  [
    '402 rejects without a notice',
    json(402, { code: 402, msg: 'Pay', data: null }),
    { message: 'Pay', status: 402, effect: 'silent' },
  ],
  [
    'a code in a 200 answer still counts',
    json(200, { code: 403, msg: 'Denied', data: null }),
    { message: 'Denied', status: 403, effect: 'notify' },
  ],
  [
    'the missing SDS file gives an empty list',
    json(404, { code: 404, msg: SPEC_MESSAGES.noSdsFile, data: null }),
    { data: [] },
  ],
  ['a blob is passed through', { status: 200, body: 'BLOB', responseType: 'blob' }, { data: 'BLOB' }],
  ['an array buffer is passed through', { status: 200, body: 'BUF', responseType: 'arraybuffer' }, { data: 'BUF' }],
  [
    'a failed status without an envelope says interface{status}error',
    json(502, '<html>bad gateway</html>'),
    { message: 'interface502error', status: 502, effect: 'notify' },
  ],
];

describe('unwrapEnvelope', () => {
  it.each(ROWS)('%s', (_name, input, expected) => {
    if ('data' in expected) {
      expect(unwrapEnvelope(input)).toEqual(expected.data);
      return;
    }
    let caught: unknown;
    try {
      unwrapEnvelope(input);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ApiError);
    const err = caught as ApiError;
    expect(err.message).toBe(expected.message);
    expect(err.status).toBe(expected.status);
    expect(err.effect).toBe(expected.effect);
  });

  it("keeps the key, parameters and field of a refusal, for the screen to show in the user's language", () => {
    const body = {
      code: 400,
      msg: 'Enter at least 3 characters',
      key: 'validation.tooShort',
      params: { minimum: 3 },
      field: 'name',
      data: null,
    };
    expect(() => unwrapEnvelope(json(400, body))).toThrow(
      expect.objectContaining({ detail: { key: 'validation.tooShort', params: { minimum: 3 } }, field: 'name' }),
    );
  });

  it.each([
    ['network', SPEC_MESSAGES.networkError, 'notify'],
    ['timeout', SPEC_MESSAGES.timeout, 'notify'],
    ['cancelled', 'cancelled', 'silent'],
  ] as const)('a %s failure', (kind, message, effect) => {
    const err = transportFailure(kind);
    expect(err.message).toBe(message);
    expect(err.effect).toBe(effect);
  });
});
