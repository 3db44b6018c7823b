import type { ComponentType } from 'react';
import { HomeScreen } from '../features/home/HomeScreen';
import { LogoutScreen } from '../features/auth/LogoutScreen';
import { WelcomeScreen } from '../features/auth/WelcomeScreen';
import { MyProfileScreen } from '../features/profile/MyProfileScreen';

export interface AppRoute {
  /** React Router pattern, as spec section 2 names the route. */
  path: string;
  /** 'anonymous' routes need no session; 'member' routes send a logged-out visitor to Welcome. */
  access: 'anonymous' | 'member';
  Screen: ComponentType;
  /** What a logged-out visitor sees here instead of being sent to Welcome (only '/'). */
  LoggedOutScreen?: ComponentType;
  /** Catch-all routes (/{contentKey}) match anything, so they never make a link "available". */
  catchAll?: boolean;
}

/**
 * Every route of the app, in one table. Menus, footer and Home tiles show a link only when its
 * route is here (src/lib/availability.ts), so adding a screen means adding its row.
 * Screens the spec loads on demand (About, Get To Know, transfer-authentication welcome) go in as
 * `Screen: lazy(() => import('../features/about/AboutScreen'))`; the layout's Suspense covers them.
 */
export const appRoutes: readonly AppRoute[] = [
  { path: '/', access: 'member', Screen: HomeScreen, LoggedOutScreen: WelcomeScreen },
  { path: '/welcome', access: 'anonymous', Screen: WelcomeScreen },
  { path: '/logout', access: 'anonymous', Screen: LogoutScreen },
  { path: '/myprofile', access: 'member', Screen: MyProfileScreen },
  { path: '/myprofile/:urlParam', access: 'member', Screen: MyProfileScreen },
];

export const routePatterns: readonly string[] = appRoutes.filter((r) => !r.catchAll).map((r) => r.path);

/** Where the forced profile update sends a member with no mobile number or e-mail. */
export const PROFILE_UPDATE_PATH = '/myprofile/update';
