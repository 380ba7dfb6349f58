import { describe, expect, it } from 'vitest';
import { personText } from './people.js';
import { CATALOGUES, lookupIn } from './messages/index.js';

const en = lookupIn(CATALOGUES.en);
const zh = lookupIn(CATALOGUES.zh);

describe('a person shown to another', () => {
  it('reads as name and role, in the reader’s language', () => {
    expect(personText({ name: 'Priya Nair', role: 7 }, en)).toBe('Priya Nair (Surveyor)');
    expect(personText({ name: 'Priya Nair', role: 7 }, zh)).toBe('Priya Nair（检验员）');
  });

  it('falls back to the role alone without a display name, and to nothing without either', () => {
    expect(personText({ name: '  ', role: 11 }, en)).toBe('Terminal Loading Master');
    expect(personText({ name: null, role: null }, en)).toBe('');
    expect(personText({ name: 'Tan Wei Ming', role: undefined }, en)).toBe('Tan Wei Ming');
  });
});
