import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedProcessorRedirect } from './processor-redirect.ts';

const origins = { processorOrigins: ['https://pay.processor.test'], siteOrigin: 'http://localhost:3000', apiBaseUrl: '' };

describe('the deposit redirect (§5 Bounds)', () => {
  it('follows the sandbox’s hosted page on the site’s own origin and a configured processor', () => {
    expect(allowedProcessorRedirect('http://localhost:3000/sandbox/payment-page/abc', origins)).toBe('http://localhost:3000/sandbox/payment-page/abc');
    expect(allowedProcessorRedirect('https://pay.processor.test/checkout?id=7', origins)).toBe('https://pay.processor.test/checkout?id=7');
  });

  it('follows the API’s origin when the API lives elsewhere', () => {
    const remote = { ...origins, apiBaseUrl: 'https://api.operator.test/v1' };
    expect(allowedProcessorRedirect('https://api.operator.test/sandbox/payment-page/abc', remote)).not.toBeNull();
    expect(allowedProcessorRedirect('https://api.operator.test/sandbox/payment-page/abc', origins)).toBeNull();
  });

  it('refuses any other origin, scheme, port or look-alike', () => {
    for (const link of [
      'https://evil.example/pay',
      'http://pay.processor.test/checkout',
      'https://pay.processor.test:8443/checkout',
      'https://pay.processor.test.evil.example/',
      'https://pay.processor.test@evil.example/',
      'https://user:pw@pay.processor.test/',
      'http://localhost:3001/sandbox/payment-page/abc',
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:http://localhost:3000/1234',
      '//evil.example/pay',
      '/sandbox/payment-page/abc',
      '',
    ]) {
      expect(allowedProcessorRedirect(link, origins), link).toBeNull();
    }
  });

  it('only ever answers a URL on a trusted origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (link) => {
        const target = allowedProcessorRedirect(link, origins);
        if (target !== null) expect(['http://localhost:3000', 'https://pay.processor.test']).toContain(new URL(target).origin);
      }),
    );
  });
});
