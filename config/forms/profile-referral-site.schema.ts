import * as z from 'zod';
import { CreateReferralSiteBody } from '../../generated/profile/profile.zod.ts';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The sandbox's rule (sandbox/services/referral.ts isWebLink): an absolute http(s) address of a named host. */
function isWebLink(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname.includes('.') || url.hostname === 'localhost') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** §5 Referral site: name and link must not be blank, the link a valid URL; the §8 messages under each input. */
export const referralSiteSchema = CreateReferralSiteBody.extend({
  name: z.preprocess(trimmed, CreateReferralSiteBody.shape.name.min(1, 'errors.referral_site_name_blank')),
  link: z.preprocess(trimmed, CreateReferralSiteBody.shape.link.min(1, 'errors.referral_site_link_blank').refine(isWebLink, 'errors.referral_site_link_invalid')),
});
