import { ProfileIndex } from './profile-ui.tsx';

/** profile (/profile) on phones: the profile sections as a list (§2 Profile, §9); desktop redirects to personal details. */
export default function ProfileIndexPage() {
  return <ProfileIndex />;
}
