import { describe, expect, it, vi } from 'vitest';
import { buildPath, href, hrefById, resolveLinkTarget } from './hrefs.ts';

describe('href helpers', () => {
  it('builds addresses from route ids with typed params', () => {
    expect(href('root')).toBe('/');
    expect(href('profile-user-info')).toBe('/profile/user-info');
    expect(href('profile-transaction', { id: 42 })).toBe('/profile/transactions/42');
    expect(href('reset-password', { uid: 'u 1', token: 't/2' })).toBe('/reset-password/u%201/t%2F2');
    expect(href('slots-casino', {}, { providers: 'x', categories: undefined })).toBe('/slots/casino?providers=x');
  });

  it('drops optional segments that are not given', () => {
    expect(href('sign-up')).toBe('/sign-up');
    expect(href('sign-up', { promocode: 'WELCOME' })).toBe('/sign-up/WELCOME');
    expect(buildPath('/a/:b?/:c?', { c: 'x' })).toBe('/a/x');
  });

  it('throws on a missing required param or an unknown id', () => {
    expect(() => buildPath('/a/:b', {})).toThrow('Missing param "b"');
    expect(() => hrefById('no-such-route')).toThrow('Route "no-such-route" not found in configuration');
  });

  it('warns about a value outside a route’s allowed values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(href('sport-page', { section: 'Home' })).toBe('/sport/Home');
    expect(warn).not.toHaveBeenCalled();
    href('sport-page', { section: 'Nope' });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('resolves viewport-dependent targets', () => {
    const target = { desktop: { route: 'slots-all' }, mobile: { route: 'slots-casino' } };
    expect(resolveLinkTarget(target, true)).toBe('/slots/all');
    expect(resolveLinkTarget(target, false)).toBe('/slots/casino');
  });

  it('opens modals by id too', () => {
    expect(href('wheel-game')).toMatch(/^\//);
  });
});
