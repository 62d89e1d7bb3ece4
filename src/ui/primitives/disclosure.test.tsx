// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DisclosureButton } from './disclosure.tsx';

function Question() {
  const [open, setOpen] = useState(false);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <h2>
        <DisclosureButton expanded={open} controls="answer" onClick={() => setOpen(!open)}>
          How long does a withdrawal take?
        </DisclosureButton>
      </h2>
      <div id="answer" hidden={!open}>
        One hour.
      </div>
    </form>
  );
}

afterEach(cleanup);

describe('DisclosureButton', () => {
  it('is named by its label only (the sign is hidden), says whether its panel is open, and is a plain button', () => {
    render(<Question />);
    const button = screen.getByRole('button', { name: 'How long does a withdrawal take?', expanded: false });
    expect(button.getAttribute('aria-controls')).toBe('answer');
    expect(button.getAttribute('type')).toBe('button');
    const answer = document.getElementById('answer')!;
    expect(answer.hidden).toBe(true);
    fireEvent.click(button);
    expect(screen.getByRole('button', { expanded: true })).toBe(button);
    expect(answer.hidden).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'How long does a withdrawal take?' })).toBeTruthy();
  });
});
