import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWithNonce, spliceDocument } from './shared-document.ts';

const standIn = 'STAND-IN-NONCE-0123456789abcdef';
/** A page like a rendered one: scripts and styles under the nonce, text between them that repeats (as markup does). */
const page = [
  '<!doctype html><html lang="fr"><head>',
  `<script nonce="${standIn}">window.__RUNTIME_CONFIG__={"apiBaseUrl":""}</script>`,
  `<style data-emotion="css a b" nonce="${standIn}">.css-a{color:red}.css-b{margin:0}</style>`,
  '</head><body><div id="root">',
  '<div class="row"><span class="price">1,95</span></div>'.repeat(400),
  `</div><script nonce="${standIn}" type="application/json" id="server-render">{"language":"fr-fr"}</script></body></html>`,
].join('');

describe('a guest page compressed once, with each answer’s own nonce', () => {
  it('gives, for any nonce, exactly the page with that nonce wherever the stand-in was', () => {
    const spliced = spliceDocument(page, standIn);
    for (const nonce of ['n0nce-A_b', 'QmFzZTY0K3NsYXNoLw==', 'é-ü-ن']) {
      expect(gunzipSync(gzipWithNonce(spliced, nonce)).toString('utf8')).toBe(page.replaceAll(standIn, nonce));
    }
  });

  it('leaves no trace of the stand-in or of another answer’s nonce', () => {
    const spliced = spliceDocument(page, standIn);
    const first = gunzipSync(gzipWithNonce(spliced, 'first-answer')).toString('utf8');
    const second = gunzipSync(gzipWithNonce(spliced, 'second-answer')).toString('utf8');
    expect(first).not.toContain(standIn);
    expect(second).not.toContain('first-answer');
    expect(second.match(/second-answer/g)).toHaveLength(3);
  });

  it('compresses nearly as well as the whole page at once: a few dozen bytes more per hole', () => {
    const whole = gzipSync(Buffer.from(page.replaceAll(standIn, 'n')), { level: 6 }).length;
    const holes = page.split(standIn).length - 1;
    expect(gzipWithNonce(spliceDocument(page, standIn), 'n').length).toBeLessThan(whole + 40 * holes);
  });

  it('is a page with no hole when the stand-in is not in it', () => {
    expect(gunzipSync(gzipWithNonce(spliceDocument('<p>plain</p>', standIn), 'n')).toString('utf8')).toBe('<p>plain</p>');
  });
});
