// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

async function readWith(markup: string) {
  document.body.innerHTML = markup;
  const { serverRenderOfPage } = await import('./server-render-state.ts');
  return serverRenderOfPage();
}

describe('the server render a page carries', () => {
  it('is read from its JSON element, escaped as the server writes it', async () => {
    const read = await readWith('<div id="root"></div><script type="application/json" id="server-render">{"language":"ar","desktop":false,"signedIn":false,"complete":true,"queries":{"mutations":[],"queries":[{"queryKey":["x"],"state":{"data":"\\u003c/script\\u003e \\u0026"}}]}}</script>');
    expect(read?.language).toBe('ar');
    expect(read?.queries.queries[0]?.state.data).toBe('</script> &');
  });

  it('is read from the page’s own element, not from an element of the rendered markup that carries its id', async () => {
    const read = await readWith('<div id="root"><div id="server-render">{"language":"en-US"}</div></div><script type="application/json" id="server-render">{"language":"ar","queries":{"mutations":[],"queries":[]}}</script>');
    expect(read?.language).toBe('ar');
  });

  it('is none on a page the server did not render, and on one cut short, so the browser renders the page alone', async () => {
    expect(await readWith('<div id="root"></div>')).toBeNull();
    vi.resetModules();
    expect(await readWith('<div id="root"></div><script type="application/json" id="server-render">{"language":"fr-fr","queri</script>')).toBeNull();
  });
});
