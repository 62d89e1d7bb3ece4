import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchable, searchQuery, searchTextProblem } from './search-rules.ts';

describe('§5 search text', () => {
  it('searches from 4 characters, counted as characters (Arabic and accents included), runs of spaces as one', () => {
    expect(searchTextProblem('espe')).toBeNull();
    expect(searchTextProblem('Espérance')).toBeNull();
    expect(searchTextProblem('الترجي')).toBeNull();
    expect(searchTextProblem('real madrid 2')).toBeNull();
    expect(searchTextProblem('esp')).toBe('tooShort');
    expect(searchTextProblem('  ab  ')).toBe('tooShort');
    expect(searchTextProblem('a  b')).toBe('tooShort');
    expect(searchQuery('  real    madrid ')).toBe('real madrid');
  });

  it('refuses special characters whatever the length, and says nothing for an empty text', () => {
    for (const text of ["tunis'", 'real%madrid', 'a_b_c_d', '<script>', 'drop;table', 'psg!', 'x-y-z-w']) expect(searchTextProblem(text), text).toBe('invalidCharacters');
    expect(searchTextProblem('')).toBeNull();
    expect(searchTextProblem('   ')).toBeNull();
    expect(isSearchable('   ')).toBe(false);
  });

  it('sends only texts the sandbox accepts: letters, marks, digits and single spaces, 4 characters or more', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        if (!isSearchable(text)) return;
        const query = searchQuery(text);
        expect(query).toMatch(/^[\p{L}\p{M}\p{N}]+( [\p{L}\p{M}\p{N}]+)*$/u);
        expect([...query].length).toBeGreaterThanOrEqual(4);
      }),
    );
  });
});
