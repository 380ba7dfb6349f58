import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../i18n';
import { theme } from '../../layout/theme';
import { PageLoading } from './PageLoading';

describe('the loading page', () => {
  it('names its spinner and says it is loading as a status, in text dark enough to read (axe, issue 35)', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} theme={theme}>
        <PageLoading />
      </AdminContext>,
    );
    // The status region is there at once (readers announce what fills a region already there), empty at first.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // Shown after a second, as react-admin's.
    const spinner = await screen.findByRole('progressbar', { name: 'Loading' }, { timeout: 3000 });
    expect(screen.getByRole('status')).toContainElement(spinner);
    // text.secondary (0.6 black, 5.7:1 on the page), not react-admin's text.disabled (2.6:1).
    expect(getComputedStyle(screen.getByText('Please wait')).color).toBe('rgba(0, 0, 0, 0.6)');
  });
});

describe('every screen', () => {
  it("waits with PageLoading, never react-admin's Loading (unnamed spinner, 2.6:1 text)", async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = (readdirSync('src', { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
    const offenders = files.filter((f) =>
      /import \{[^}]*\bLoading\b[^}]*\} from 'react-admin'/.test(readFileSync(join('src', f), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
