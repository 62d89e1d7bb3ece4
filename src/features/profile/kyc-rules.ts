/**
 * §5 KYC upload: accepted formats JPEG, PNG and PDF, at most 5 MB (the sandbox checks both again, from the
 * file's bytes). Messages: 'please select a file', 'invalid-type', 'invalid-size'; and the server's bounds of
 * §5 Bounds (sandbox/services/kyc.ts): images up to 40 megapixels, 20 documents and 25 MB awaiting
 * review or approved per player, 10 uploads an hour.
 */
export const kycAcceptedTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const kycAcceptedExtensions = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const kycMaxBytes = 5 * 1024 * 1024;

export type KycFileProblem = 'profile.kyc.selectFile' | 'profile.kyc.invalidType' | 'profile.kyc.invalidSize';

export function kycFileProblem(file: { name: string; type: string; size: number } | null | undefined): KycFileProblem | null {
  if (!file || file.size === 0) return 'profile.kyc.selectFile';
  const name = file.name.toLowerCase();
  const typeOk = (kycAcceptedTypes as readonly string[]).includes(file.type) || (!file.type && kycAcceptedExtensions.some((extension) => name.endsWith(extension)));
  if (!typeOk) return 'profile.kyc.invalidType';
  if (file.size > kycMaxBytes) return 'profile.kyc.invalidSize';
  return null;
}

export const kycMaxMegapixels = 40;
export const kycMaxDocuments = 20;
export const kycMaxTotalMegabytes = 25;

export interface KycServerProblem {
  key: string;
  values?: Record<string, number>;
}

/** The server's field code for the document (the errors[] entry of field 'document') and its message. */
const serverProblems: Record<string, KycServerProblem> = {
  required: { key: 'profile.kyc.selectFile' },
  'invalid-type': { key: 'profile.kyc.invalidType' },
  'invalid-size': { key: 'profile.kyc.invalidSize' },
  'invalid-dimensions': { key: 'profile.kyc.invalidDimensions', values: { megapixels: kycMaxMegapixels } },
  'quota-count': { key: 'profile.kyc.quotaCount', values: { documents: kycMaxDocuments } },
  'quota-size': { key: 'profile.kyc.quotaSize', values: { megabytes: kycMaxTotalMegabytes } },
  'rate-limited': { key: 'profile.kyc.rateLimited' },
};

/**
 * The message for a refused upload, or null for a code this screen does not name (then the error is toasted).
 * 'rate-limited' says when to try again, from the refusal's detail (seconds, like Retry-After).
 */
export function kycServerProblem(code: string | undefined, detail?: unknown): KycServerProblem | null {
  const problem = code && Object.hasOwn(serverProblems, code) ? serverProblems[code] : undefined;
  if (!problem) return null;
  if (code !== 'rate-limited') return problem;
  const seconds = typeof detail === 'string' && /^\d{1,7}$/.test(detail) ? Number(detail) : 3600;
  return { ...problem, values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
}
