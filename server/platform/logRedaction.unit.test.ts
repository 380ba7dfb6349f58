import { describe, expect, it } from 'vitest';
import { redactUrl } from './logRedaction.js';

describe('redactUrl', () => {
  it('keeps no credential of a query string', () => {
    expect(redactUrl('/api/tokenLogin?accessToken=abc123secret')).toBe('/api/tokenLogin?accessToken=%5Bredacted%5D');
    expect(redactUrl('/api/codeLogin?code=xyz&lang=en')).toBe('/api/codeLogin?code=%5Bredacted%5D&lang=en');
  });
  it('keeps no activation code of a path', () => {
    expect(redactUrl('/api/system/user/verification/Zm9vYmFy')).toBe('/api/system/user/verification/[redacted]');
  });
  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/companies/list?pageNum=2&sort=name')).toBe('/api/companies/list?pageNum=2&sort=name');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
