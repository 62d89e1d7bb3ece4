import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kycFileProblem, kycMaxBytes } from './kyc-rules.ts';

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
