import { describe, expect, it, vi } from 'vitest';
import { fileURLToPath } from 'node:url';
import { englishCatalogue } from '../../vite.config';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe('the catalogue in halves', () => {
  it('renders English until the Chinese half has loaded, then Chinese', async () => {
    vi.resetModules();
    const en = await import('./catalogue.en');
    expect(en.textOf('spec.serverError', 'zh')).toBe('Server Error');
    await import('./catalogue.zh');
    expect(en.textOf('spec.serverError', 'zh')).toBe('服务器错误');
    expect(en.textOf('spec.serverError')).toBe('Server Error');
  });

  it('gives the server both languages from index.ts', async () => {
    const { CATALOGUES, textOf } = await import('./index');
    expect(textOf({ key: 'spec.serverError' }, 'zh')).toBe(CATALOGUES.zh.spec.serverError);
  });

  it("has the browser's build read the English half wherever code imports the whole", async () => {
    const plugin = englishCatalogue();
    const resolveId = plugin.resolveId as (
      this: { resolve: (source: string, importer: string) => Promise<{ id: string } | null> },
      source: string,
      importer: string | undefined,
      options: object,
    ) => Promise<string | null>;
    // Vite's own resolution, as far as these imports need it.
    const context = {
      resolve: async (source: string, importer: string) => ({
        id: fileURLToPath(
          new URL(source.replace(/\.js$/, '.ts').replace(/messages$/, 'messages/index.ts'), `file://${importer}`),
        ),
      }),
    };
    const english = at('./catalogue.en.ts');
    expect(await resolveId.call(context, '../../contract/messages', at('../../src/i18n/index.ts'), {})).toBe(english);
    expect(await resolveId.call(context, './index.js', at('./issues.ts'), {})).toBe(english);
    expect(await resolveId.call(context, '../messages/index.js', at('../schemas/common.ts'), {})).toBe(english);
    expect(await resolveId.call(context, './index.js', at('../../src/resources/x/y.ts'), {})).toBeNull();
  });
});
