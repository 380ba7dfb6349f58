import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Screens load lazily and these machines are shared: give asynchronous queries room.
configure({ asyncUtilTimeout: 10_000 });

/** jsdom has no layout; component tests see a 1440 px wide desktop unless a test says otherwise. */
export const TEST_VIEWPORT_WIDTH = 1440;

function matches(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    media: query,
    matches: matches(query, TEST_VIEWPORT_WIDTH),
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The test files of a worker share it (isolate: false in vitest.config.ts), and the next file loads the app's own
// modules anew; react-admin, MUI and React stay loaded, and loading them for every file was two thirds of the run.
// A fresh app per file also starts in English, and a screen's code still on its way when a file ended (which fails
// to load then) is not kept as a failure for the next file.
afterAll(() => {
  vi.resetModules();
});
