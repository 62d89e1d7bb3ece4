import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kycFileProblem, kycMaxBytes, kycServerProblem } from './kyc-rules.ts';

describe('§5 KYC file rules', () => {
  it('accepts JPEG, PNG and PDF up to 5 MB', () => {
    expect(kycFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(kycFileProblem({ name: 'a.png', type: 'image/png', size: kycMaxBytes })).toBeNull();
    expect(kycFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 1 })).toBeNull();
  });
  it('names each problem', () => {
    expect(kycFileProblem(null)).toBe('profile.kyc.selectFile');
    expect(kycFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('profile.kyc.selectFile');
    expect(kycFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('profile.kyc.invalidType');
    expect(kycFileProblem({ name: 'a.png', type: 'image/png', size: kycMaxBytes + 1 })).toBe('profile.kyc.invalidSize');
  });
  it('never throws and accepts only the three types', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (name, type, size) => {
        const problem = kycFileProblem({ name, type, size });
        if (problem === null) expect(['image/jpeg', 'image/png', 'application/pdf', ''].includes(type)).toBe(true);
      }),
    );
  });
});

describe('the server’s refusals of an upload (§5 Bounds)', () => {
  it('names the quota, rate and dimension refusals with their figures', () => {
    expect(kycServerProblem('invalid-type')).toEqual({ key: 'profile.kyc.invalidType' });
    expect(kycServerProblem('quota-count')).toEqual({ key: 'profile.kyc.quotaCount', values: { documents: 20 } });
    expect(kycServerProblem('quota-size')).toEqual({ key: 'profile.kyc.quotaSize', values: { megabytes: 25 } });
    expect(kycServerProblem('invalid-dimensions')).toEqual({ key: 'profile.kyc.invalidDimensions', values: { megapixels: 40 } });
  });
  it('says when to try again after too many uploads, from the refusal’s detail in seconds', () => {
    expect(kycServerProblem('rate-limited', '3540')).toEqual({ key: 'profile.kyc.rateLimited', values: { minutes: 59 } });
    expect(kycServerProblem('rate-limited', '5')).toEqual({ key: 'profile.kyc.rateLimited', values: { minutes: 1 } });
    expect(kycServerProblem('rate-limited', 'soon')).toEqual({ key: 'profile.kyc.rateLimited', values: { minutes: 60 } });
  });
  it('leaves other codes to the shared error toast', () => {
    expect(kycServerProblem(undefined)).toBeNull();
    expect(kycServerProblem('something_else')).toBeNull();
    expect(kycServerProblem('__proto__')).toBeNull();
  });
});
