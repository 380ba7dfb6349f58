import { describe, expect, it } from 'vitest';
import { fieldChanges } from './diff';

describe('the audit diff', () => {
  it('lists only the fields that changed', () => {
    expect(fieldChanges({ name: 'A', loa: 70, tags: ['x'] }, { name: 'B', loa: 70, tags: ['x', 'y'] })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'tags', before: '["x"]', after: '["x","y"]' },
    ]);
  });
  it('shows every field of a creation and of a removal', () => {
    expect(fieldChanges(null, { code: 'X', active: true })).toEqual([
      { field: 'code', before: '', after: 'X' },
      { field: 'active', before: '', after: 'true' },
    ]);
    expect(fieldChanges({ code: 'X' }, null)).toEqual([{ field: 'code', before: 'X', after: '' }]);
  });
  it('has nothing to show when nothing was recorded', () => {
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
