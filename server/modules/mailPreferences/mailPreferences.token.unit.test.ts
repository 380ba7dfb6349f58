import { afterEach, describe, expect, it, vi } from 'vitest';

/** Review 34 #9: a mail written before the server stated its links would carry links nobody honours. */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const freshModule = async () => {
  vi.resetModules();
  return import('./mailPreferences.token.js');
};

describe('mailLinks', () => {
  it('refuses, outside tests, to make up links before setMailLinks', async () => {
    vi.stubEnv('VITEST', '');
    const { mailLinks } = await freshModule();
    expect(() => mailLinks()).toThrow(/before setMailLinks/);
  });

  it("answers the stated address and a key derived from the server's secret", async () => {
    vi.stubEnv('VITEST', '');
    const { mailLinks, mailLinkKey, setMailLinks } = await freshModule();
    const secret = Buffer.alloc(32, 7);
    setMailLinks(secret, 'https://berth.example/');
    expect(mailLinks()).toEqual({ key: mailLinkKey(secret), publicUrl: 'https://berth.example' });
  });
});
