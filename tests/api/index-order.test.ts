import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.js';
import { test } from '../support/fixtures.js';

let t: TestApp;
test.beforeAll(async ({ api }) => {
  t = api;
});

describe('the indexes lists read newest first', () => {
  // PostgreSQL's ORDER BY x DESC puts nulls first; an index built DESC NULLS LAST cannot serve it,
  // and a list of 100k rows is then sorted whole for its 20 (migrations 0001 and 0022).
  it('are built DESC NULLS FIRST, the order ORDER BY … DESC asks for', async () => {
    const wrong = await t.asOwner<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexdef LIKE '%DESC NULLS LAST%' ORDER BY 1`,
    );
    expect(wrong).toEqual([]);
    const [list] = await t.asOwner<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'ship_vettings_list_idx'`,
    );
    expect(list?.indexdef).toContain('updated_at DESC, id DESC');
  });
});
