import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../engine/load-config.ts';
import { contentFigures } from './figures.ts';
import { sanitizeLink } from './links.ts';
import { parseContent } from './markdown-source.ts';
import { renderNodes } from './render-markdown.tsx';

const routePaths = appConfig.routes.map((route) => route.path);

describe('sanitizeLink: only the site routes and http(s) pages', () => {
  it('keeps declared routes, with their parameters, query and fragment', () => {
    expect(sanitizeLink('/profile/limits', routePaths)).toEqual({ kind: 'internal', to: '/profile/limits' });
    expect(sanitizeLink('/terms-and-conditions/3.2', routePaths)).toEqual({ kind: 'internal', to: '/terms-and-conditions/3.2' });
    expect(sanitizeLink('/slots/casino?category=new#top', routePaths)).toEqual({ kind: 'internal', to: '/slots/casino?category=new#top' });
  });

  it('keeps http and https addresses, normalised', () => {
    expect(sanitizeLink('https://help.example/players', routePaths)).toEqual({ kind: 'external', href: 'https://help.example/players' });
    expect(sanitizeLink('http://help.example', routePaths)).toEqual({ kind: 'external', href: 'http://help.example/' });
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    'tel:+21600000000',
    'file:///etc/passwd',
    '//evil.example/phish',
    '/\\evil.example',
    'https://user:pass@evil.example/',
    'relative/page',
    '/no/such/route',
    '',
  ])('drops %j', (url) => {
    expect(sanitizeLink(url, routePaths)).toBeNull();
  });
});

describe('rendering a content text', () => {
  const context = { figures: contentFigures(appConfig.market, 'en-US'), routePaths, opensInNewTab: 'opens in a new tab' };
  const render = (markdown: string) => renderToStaticMarkup(createElement(MemoryRouter, null, renderNodes(parseContent(markdown).children, context)));

  it('never lets raw HTML through: it renders nothing for it', () => {
    const html = render('Before <img src=x onerror="alert(1)"> after\n\n<script>alert(1)</script>\n\n<div onclick="x()">block</div>');
    expect(html).not.toMatch(/<img|<script|onerror|onclick|<div/);
    expect(html).toContain('Before');
    expect(html).toContain('after');
  });

  it('renders a dropped link as its text only, without an address', () => {
    const html = render('[click me](javascript:alert(1)) and [mail](mailto:a@b.example)');
    expect(html).not.toContain('href');
    expect(html).toContain('click me');
  });

  it('opens an external link in a new tab without giving it the opener, and says so', () => {
    const html = render('[guide](https://help.example/guide)');
    expect(html).toContain('href="https://help.example/guide"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('opens in a new tab');
  });

  it('renders a site link as a router link to the same address', () => {
    expect(render('[limits](/profile/limits)')).toContain('href="/profile/limits"');
  });

  it('drops images', () => {
    expect(render('![tracker](https://evil.example/pixel.png)')).not.toContain('<img');
  });
});
