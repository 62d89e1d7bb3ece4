// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeViewport, type FakeViewport } from '../ui/testing.tsx';
import { href } from './hrefs.ts';
import { useFooterLinks, useMainNavigation } from './navigation.ts';

describe('main navigation and footer (§2 Shell)', () => {
  let viewport: FakeViewport | undefined;
  afterEach(() => viewport?.restore());

  it('live goes to the sport overview on desktop and the sport live page on mobile', () => {
    viewport = installFakeViewport(true);
    const { result } = renderHook(() => useMainNavigation());
    expect(result.current.map((link) => [link.id, link.to])).toEqual([
      ['sport', href('sport-page', { section: 'Home' })],
      ['live', href('sport-page', { section: 'Overview' })],
      ['casino', href('slots-casino')],
      ['live-casino', href('slots-live-casino')],
    ]);
    act(() => viewport!.setDesktop(false));
    expect(result.current.find((link) => link.id === 'live')?.to).toBe(href('sport-page', { section: 'Live' }));
  });

  it('lists the footer links', () => {
    viewport = installFakeViewport(true);
    const { result } = renderHook(() => useFooterLinks());
    expect(result.current.map((link) => link.id)).toEqual(['sport-line', 'sport-live', 'sport-results', 'slots', 'live-casino', 'terms', 'sport', 'live-sport']);
    expect(result.current.every((link) => link.labelKey.startsWith('engine.footer.') && link.to.startsWith('/'))).toBe(true);
  });
});
