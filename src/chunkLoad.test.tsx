import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { CHUNK_LOAD_TIMEOUT_MS } from '../contract/clientLimits';
import { isChunkLoadError, loadChunk } from './chunkLoad';
import { i18nProvider } from './i18n';
import { lazyScreen } from './resources/shared/lazyScreen';

afterEach(() => {
  vi.useRealTimers();
});

/** A download that never finishes, as a stalled line gives it: the browser itself never gives up. */
const never = <T,>() => new Promise<T>(() => undefined);

describe('loading a part of the app (spec §8: an error after 120 s)', () => {
  it('is 120 s, the spec’s figure', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a chunk that has not arrived after 120 s with a ChunkLoadError, and not a moment before', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'waiting';
    loadChunk(never).then(
      () => (outcome = 'loaded'),
      (e: unknown) => (outcome = e),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(isChunkLoadError(outcome)).toBe(true);
  });

  it('hands on a chunk that arrives in time, and a failed download as a ChunkLoadError at once', async () => {
    vi.useFakeTimers();
    await expect(loadChunk(() => Promise.resolve('screen'))).resolves.toBe('screen');
    const failed = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failed.catch((e: unknown) => isChunkLoadError(e))).resolves.toBe(true);
    // Nothing is left waiting to fire.
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['en', 'Part of the portal did not load', 'Reload the page'],
    ['zh', '门户的部分内容未能加载', '重新加载页面'],
  ] as const)(
    'shows a screen whose code never arrives as an error with a reload button (%s)',
    async (locale, text, button) => {
      vi.useFakeTimers();
      await act(() => i18nProvider.changeLocale(locale));
      const Screen = lazyScreen<object>(never);
      render(
        <I18nContextProvider value={i18nProvider}>
          <Suspense fallback={<p>Loading</p>}>
            <Screen />
          </Suspense>
        </I18nContextProvider>,
      );
      expect(screen.getByText('Loading')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
      await act(() => i18nProvider.changeLocale('en'));
    },
  );
});

describe('a piece in a small place that fails to load (issue 35 #6)', () => {
  it('is a small retry button named "Reload the page", its message said to a screen reader, not the page-wide block', async () => {
    vi.useFakeTimers();
    const Drawer = lazyScreen<object>(never, { compact: true });
    render(
      <I18nContextProvider value={i18nProvider}>
        <Suspense fallback={null}>
          <Drawer />
        </Suspense>
      </I18nContextProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS));
    const retry = screen.getByRole('button', { name: 'Reload the page' });
    // An icon: no words of its own to fill the bar, the message in its tooltip.
    expect(retry).toHaveTextContent(/^$/);
    expect(retry).toHaveAttribute('title', expect.stringContaining('Part of the portal did not load'));
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the portal did not load');
  });
});
