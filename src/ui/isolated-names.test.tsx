// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isolateNames } from './isolated-names.tsx';

// §1 Languages: a Latin name ending in "." inside an Arabic line keeps its period at its end. jsdom draws nothing, so
// the isolation itself is checked: each Latin run is its own <bdi>, the Arabic of a template stays outside.
afterEach(cleanup);

const isolated = (text: string) => {
  const { container } = render(<span dir="rtl">{isolateNames(text)}</span>);
  return { runs: [...container.querySelectorAll('bdi')].map((element) => element.textContent), text: container.textContent };
};

describe('Latin names isolated in a label', () => {
  it('a name alone, its final period inside its isolate', () => {
    expect(isolated('Sinner J.')).toEqual({ runs: ['Sinner J.'], text: 'Sinner J.' });
  });

  it('a name in an Arabic template: the name isolated, the Arabic words outside it', () => {
    expect(isolated('Sinner J. أو تعادل')).toEqual({ runs: ['Sinner J.'], text: 'Sinner J. أو تعادل' });
    expect(isolated('Alcaraz C. ثم Sinner J.')).toEqual({ runs: ['Alcaraz C.', 'Sinner J.'], text: 'Alcaraz C. ثم Sinner J.' });
  });

  it('initials, accents and apostrophes stay in one run; an Arabic or figure-only label is left as it is', () => {
    expect(isolated('Paris S.G. – St. Gallen').runs).toEqual(['Paris S.G.', 'St. Gallen']);
    expect(isolated('Espérance de Tunis').runs).toEqual(['Espérance de Tunis']);
    expect(isolated("N'Golo K.").runs).toEqual(["N'Golo K."]);
    expect(isolateNames('تعادل')).toBe('تعادل');
    expect(isolateNames('+ 2,5')).toBe('+ 2,5');
  });
});
