/**
 * What the profile feature offers the other features (docs/architecture.md "Import rules"): the frame of the
 * account screens, which the cashier's screens share (§2 Profile (/profile) subpages: the cashier is listed in
 * the same section navigation).
 */
export { ProfilePage } from './profile-ui.tsx';
