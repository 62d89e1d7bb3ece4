import { defineForm } from '../../schemas/config/form.define.ts';

/** §5 Referral site: a site the player promotes their referral code on (name and link). */
export const referralSiteForm = defineForm({
  id: 'profile-referral-site',
  schema: () => import('./profile-referral-site.schema.ts').then((module) => module.referralSiteSchema),
  submitKey: 'profile.referralSites.submit',
  fields: [
    { name: 'name', kind: 'text', labelKey: 'profile.referralSites.name', autoComplete: 'off' },
    { name: 'link', kind: 'text', labelKey: 'profile.referralSites.link', autoComplete: 'url', hintKey: 'profile.referralSites.linkHint' },
  ],
});
