import { SessionLifecycle } from './features/auth/session-lifecycle.tsx';
import { RealityCheck } from './features/profile/reality-check.tsx';
import { LimitReview } from './features/profile/limit-review.tsx';
import { SignInStatement } from './features/profile/sign-in-statement.tsx';
import { OddsFormatHint } from './features/settings/odds-format-hint.tsx';
import { ProfilePoll } from './features/settings/profile-poll.tsx';

/**
 * The clockwork of a signed-in session (§4: refresh, user poll, role check, inactivity; §4/§9 profile poll; §3 reality
 * check and session-time limit): its own chunk, loaded on the first sign-in of the page (or at boot for a returning
 * player), so a guest's first load never carries it. It stays mounted after a sign-out: each part ends its own work
 * when the flag drops (the reality check closes its session).
 */
export default function SignedInServices() {
  return (
    <>
      <SessionLifecycle />
      <RealityCheck />
      <SignInStatement />
      <LimitReview />
      <ProfilePoll />
      <OddsFormatHint />
    </>
  );
}
