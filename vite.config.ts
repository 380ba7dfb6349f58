import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Brotli and gzip copies of every text file of the build, made once at build time at the highest
 * levels, so the server sends them as they are (@fastify/static `preCompressed`) and spends no CPU
 * per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'berth-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const visit = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) visit(path);
          else if (/\.(js|css|html|svg|json|txt|webmanifest)$/.test(name) && statSync(path).size > 1024) {
            const data = readFileSync(path);
            writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
          }
        }
      };
      visit(outDir);
    },
  };
}

const CATALOGUE = fileURLToPath(new URL('./contract/messages/index.ts', import.meta.url));
const CATALOGUE_EN = fileURLToPath(new URL('./contract/messages/catalogue.en.ts', import.meta.url));

/**
 * The browser reads the shared catalogue's English half (catalogue.en.ts) wherever code imports the
 * whole (contract/messages/index.ts, which the server uses with both languages): the Chinese half
 * loads with the Chinese screens (src/i18n/zh.ts), so an English session does not carry it. A
 * browser import of what only the whole exports (MESSAGES_ZH, CATALOGUES) fails the build.
 */
export function englishCatalogue(): Plugin {
  return {
    name: 'berth-english-catalogue',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/(^|\/)(messages|index(\.js|\.ts)?)$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === CATALOGUE ? CATALOGUE_EN : null;
    },
  };
}

export default defineConfig({
  plugins: [englishCatalogue(), react(), precompress()],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // A shared chunk is named after one of its modules, which says little, and its name is
        // repeated in every import of it and every preload list: ~9 kB of the JavaScript before the
        // first list (issue 32 §7). Screens, loaded by import(), keep theirs.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      },
    },
  },
});
