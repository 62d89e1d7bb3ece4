// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { CacheProvider, css, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserStyleCache, serverSheetKey } from './style-cache.ts';

// §2 Speed (total blocking time): the server's style elements stay where the server wrote them. Each move of a sheet
// makes the browser restyle the whole page, and emotion's own cache moves every one of them.

const Served = styled.p({ color: 'red' });
const Later = styled.span({ color: 'blue' });
const pageStyles = { body: { margin: 0 } };

/** The class emotion names a component's rule with, and the rule, as the server's render writes them. */
function ruleOf(element: React.ReactElement): { name: string; css: string } {
  const cache = createCache({ key: 'css', container: document.createElement('div') });
  const view = render(<CacheProvider value={cache}>{element}</CacheProvider>);
  const name = (view.container.firstElementChild as HTMLElement).className.replace(/^css-/, '');
  view.unmount();
  return { name, css: Object.values(cache.inserted).filter((value) => typeof value === 'string').join('') };
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('the browser’s style cache', () => {
  it('takes the server’s sheets where they are, writes none of the server’s rules again, and adds the new ones after them', () => {
    const served = ruleOf(<Served />);
    const globalName = 'g1';
    document.head.innerHTML =
      `<style id="brand">html{}</style>` +
      `<style data-emotion="css-global ${globalName}" data-s="">body{margin:0;}</style>` +
      `<style data-emotion="${serverSheetKey} ${served.name}" data-s="">${served.css}</style>` +
      `<title>page</title>`;
    const serverElements = [...document.head.children];
    const moves: MutationRecord[] = [];
    const watch = new MutationObserver((records) => moves.push(...records));
    watch.observe(document.head, { childList: true });

    const cache = createBrowserStyleCache();
    // The Global component finds its element by its name, as it would in a hydration.
    const name = (document.head.children[1] as HTMLElement).dataset.emotion!.split(' ')[1];
    expect(name).toBe(globalName);
    const view = render(
      <CacheProvider value={cache}>
        <Served />
      </CacheProvider>,
    );
    moves.push(...watch.takeRecords());
    // Nothing moved or added: the server's rule is known by its name.
    expect(moves).toEqual([]);
    expect([...document.head.children]).toEqual(serverElements);
    expect(view.container.querySelector('p')!.className).toBe(`css-${served.name}`);

    // A rule the server did not write goes in an element of its own, after the server's sheet.
    act(() => view.rerender(
      <CacheProvider value={cache}>
        <Served />
        <Later />
      </CacheProvider>,
    ));
    moves.push(...watch.takeRecords());
    expect(moves.flatMap((record) => [...record.removedNodes])).toEqual([]);
    const added = moves.flatMap((record) => [...record.addedNodes]) as HTMLElement[];
    expect(added).toHaveLength(1);
    expect(added[0]!.previousElementSibling).toBe(serverElements[2]);
    expect(added[0]!.textContent).toContain('color:blue');
    watch.disconnect();
  });

  it('leaves a Global component’s server element in place as it hydrates', () => {
    const globalName = css(pageStyles).name;
    document.head.innerHTML = `<style data-emotion="css-global ${globalName}" data-s="">body{margin:0;}</style><style data-emotion="${serverSheetKey} x" data-s="">.css-x{}</style>`;
    const [serverGlobal] = [...document.head.children];
    const moves: MutationRecord[] = [];
    const watch = new MutationObserver((records) => moves.push(...records));
    watch.observe(document.head, { childList: true });
    render(
      <CacheProvider value={createBrowserStyleCache()}>
        <Global styles={pageStyles} />
      </CacheProvider>,
    );
    moves.push(...watch.takeRecords());
    watch.disconnect();
    expect(moves).toEqual([]);
    expect(document.head.firstElementChild).toBe(serverGlobal);
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });
});
