import { beforeEach, describe, expect, it, vi } from 'vitest';

const { loadChunk } = vi.hoisted(() => ({ loadChunk: vi.fn((load: () => Promise<unknown>) => load()) }));
vi.mock('../chunkLoad', () => ({ loadChunk }));

describe('the Chinese catalogue on the way', () => {
  beforeEach(() => {
    loadChunk.mockClear();
    vi.resetModules();
  });

  it('is fetched as the app loads when the reader chose Chinese, once, and serves the first render', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('zh'));
    const { i18nProvider } = await import('./index');
    expect(loadChunk).toHaveBeenCalledTimes(1);
    await i18nProvider.changeLocale('zh');
    expect(loadChunk).toHaveBeenCalledTimes(1);
    expect(i18nProvider.translate('ra.action.save')).not.toBe('Save');
  });

  it('is not fetched for an English reader', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    await import('./index');
    expect(loadChunk).not.toHaveBeenCalled();
  });
});
