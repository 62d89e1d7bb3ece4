import appConfig from '../../../config/app.ts';
import { useGetProfile } from '../../api/profile.ts';
import { useIsAuth } from '../../stores/auth.ts';

/** The profile fetch on sign-in (and on app load signed in), then every 180 s while signed in (§4, §9). Renders nothing. */
export function ProfilePoll() {
  const isAuth = useIsAuth();
  useGetProfile({ query: { enabled: isAuth, refetchInterval: isAuth ? appConfig.appLoadRefreshMs : false, refetchIntervalInBackground: false } });
  return null;
}
