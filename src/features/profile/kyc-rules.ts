/**
 * §5 KYC upload: accepted formats JPEG, PNG and PDF, at most 5 MB (the sandbox checks both again, from the
 * file's bytes). Messages: 'please select a file', 'invalid-type', 'invalid-size'.
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
