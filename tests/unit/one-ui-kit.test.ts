import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One UI kit (docs/architecture/layers.md, ui): buttons are src/ui/primitives/button.tsx's Button and
// IconButton (ButtonLink for a link that looks like one), chips chip.tsx's ToggleChip and ChipLink, tabs tabs.tsx's
// Tabs, accordion headers disclosure.tsx's DisclosureButton. A screen does not style a <button> of its own; the controls below are the exceptions that stand today, each
// a control the kit has no primitive for yet. A new one fails here: use the kit, or add the primitive to src/ui.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** File -> raw <button> elements and styled buttons it may hold, and why. */
const standingExceptions: Record<string, { raw?: number; styled?: number; why: string }> = {
  'src/features/auth/account-menu.tsx': { styled: 1, why: 'a menu trigger (Radix dropdown)' },
  'src/features/shell/language-selector.tsx': { styled: 2, why: 'a menu trigger and its items (Radix dropdown)' },
  'src/features/sportsbook/search/sportsbook-search.tsx': { styled: 1, why: 'the clear cross inside the search field' },
  'src/features/sportsbook/odds-button.tsx': { styled: 1, why: 'the price button (CONVENTIONS 16: flashes by CSS class)' },
  'src/features/sportsbook/choosers/sport-chooser.tsx': { styled: 1, why: 'the chooser retry link-button' },
  'src/features/betslip/slip-sheet.tsx': { raw: 1, why: 'the bottom sheet toggle' },
  'src/features/casino/game-grid.tsx': { raw: 1, why: 'a game tile' },
  'src/features/cashback/cashback-button.tsx': { styled: 1, why: 'the draggable round cashback button (pointer drag, grab cursor)' },
  'src/features/slides/slide-carousel.tsx': { styled: 1, why: 'the carousel arrows and dots over the slide (overlay colour)' },
  'src/features/casino/game-desktop-page.tsx': { raw: 1, why: 'the fullscreen toggle on the game frame' },
};

const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/testing\.tsx?$/.test(name) ? [path] : [];
  });
const outsideKit = sources(join(root, 'src'))
  .map((path) => relative(root, path))
  .filter((file) => !file.startsWith('src/ui/'));

describe('one UI kit: no button styled outside src/ui', () => {
  it.each(outsideKit)('%s', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const raw = (text.match(/<button[\s>]/g) ?? []).length;
    const styledButtons = (text.match(/styled\.button\b|styled\(\s*['"]button['"]/g) ?? []).length;
    const allowed = standingExceptions[file] ?? {};
    expect(raw, `${file}: a raw <button>; use the kit's Button`).toBeLessThanOrEqual(allowed.raw ?? 0);
    expect(styledButtons, `${file}: a styled button; use the kit's Button or add a primitive to src/ui`).toBeLessThanOrEqual(allowed.styled ?? 0);
    expect(text).not.toMatch(/\b(ActionButton|PrimaryButton)\b/);
  });

  it('lists no exception that has gone', () => {
    const gone = Object.entries(standingExceptions).filter(([file, allowed]) => {
      const text = readFileSync(join(root, file), 'utf8');
      const raw = (text.match(/<button[\s>]/g) ?? []).length;
      const styledButtons = (text.match(/styled\.button\b|styled\(\s*['"]button['"]/g) ?? []).length;
      return raw < (allowed.raw ?? 0) || styledButtons < (allowed.styled ?? 0);
    });
    expect(gone.map(([file]) => file)).toEqual([]);
  });
});
