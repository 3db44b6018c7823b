import { Navigate, useLocation } from 'react-router';
import { needsProfileUpdate, useSession } from '../lib/member-data';
import { rememberReturnTo } from '../lib/return-to';
import { ScreenLoader } from './ScreenLoader';
import { PROFILE_UPDATE_PATH, type AppRoute } from './routes';

/**
 * The guard of every route: anonymous screens render as they are; member screens wait for the
 * session, send a logged-out visitor to Welcome, and send a member with an incomplete profile
 * to the profile update page.
 */
export function RouteGate({ route }: { route: AppRoute }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const { Screen, LoggedOutScreen } = route;

  if (route.access === 'anonymous') return <Screen />;
  if (session.status === 'loading') return <ScreenLoader />;
  if (session.status === 'anonymous') {
    if (LoggedOutScreen) return <LoggedOutScreen />;
    rememberReturnTo(pathname + search);
    return <Navigate to="/" replace />;
  }
  if (needsProfileUpdate(session.data.memberData) && pathname !== PROFILE_UPDATE_PATH) {
    return <Navigate to={PROFILE_UPDATE_PATH} replace />;
  }
  return <Screen />;
}
