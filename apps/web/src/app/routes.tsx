import { lazy, type ComponentType } from 'react';
import { CelebrationsScreen } from '../features/celebrations/CelebrationsScreen';
import { HomeScreen } from '../features/home/HomeScreen';
import { LogoutScreen } from '../features/auth/LogoutScreen';
import { WelcomeScreen } from '../features/auth/WelcomeScreen';
import { MyProfileScreen } from '../features/profile/MyProfileScreen';
import { MyRecognitionScreen } from '../features/recognition/MyRecognitionScreen';
import {
  AdhocRecognitionScreen,
  PayItForwardScreen,
  PointsRecognitionScreen,
  SimplySayScreen,
} from '../features/recognition/RewardScreen';
import { RecentRecognitionScreen } from '../features/recognition/RecentRecognitionScreen';
import { ManagementReportScreen } from '../features/reports/ManagementReportScreen';
import { ManagerBalancesScreen } from '../features/reports/ManagerBalancesScreen';
import {
  ManagementStatementScreen,
  PayItForwardStatementScreen,
  PointsStatementScreen,
} from '../features/statements/StatementScreens';
import { LoginSuccessScreen } from '../features/sso/LoginSuccessScreen';

// One lazy component for both shop routes, so /rewards and /rewards/basket share one chunk.
const ShopScreen = lazy(() => import('../features/shop/ShopScreen'));

export interface AppRoute {
  /** React Router pattern; the paths are the product's published addresses, links depend on them. */
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
  { path: '/loginsuccess', access: 'anonymous', Screen: LoginSuccessScreen },
  {
    path: '/welcometrfauth',
    access: 'anonymous',
    Screen: lazy(() => import('../features/sso/TransferAuthScreen')),
  },
  { path: '/myprofile', access: 'member', Screen: MyProfileScreen },
  { path: '/myprofile/:urlParam', access: 'member', Screen: MyProfileScreen },
  { path: '/recognise', access: 'member', Screen: SimplySayScreen },
  { path: '/recognise/:selectedMemberId', access: 'member', Screen: SimplySayScreen },
  { path: '/rewardpayitforward', access: 'member', Screen: PayItForwardScreen },
  { path: '/rewardpayitforward/:selectedMemberId', access: 'member', Screen: PayItForwardScreen },
  { path: '/rewardtrfcustom', access: 'member', Screen: PointsRecognitionScreen },
  { path: '/adhocrecognition', access: 'member', Screen: AdhocRecognitionScreen },
  { path: '/myrecognition', access: 'member', Screen: MyRecognitionScreen },
  { path: '/recentrecognition', access: 'member', Screen: RecentRecognitionScreen },
  { path: '/statement', access: 'member', Screen: PointsStatementScreen },
  { path: '/payitforwardstatement', access: 'member', Screen: PayItForwardStatementScreen },
  { path: '/managementstatement', access: 'member', Screen: ManagementStatementScreen },
  { path: '/reportmanagement', access: 'member', Screen: ManagementReportScreen },
  { path: '/reportmanagerbalances', access: 'member', Screen: ManagerBalancesScreen },
  {
    path: '/nominate',
    access: 'member',
    Screen: lazy(() => import('../features/nominations/NominateScreen')),
  },
  {
    path: '/nominate/:selectedMemberId',
    access: 'member',
    Screen: lazy(() => import('../features/nominations/NominateScreen')),
  },
  {
    path: '/nominationmanagement',
    access: 'member',
    Screen: lazy(() => import('../features/nominations/NominationManagementScreen')),
  },
  {
    path: '/reportquarterlyawards',
    access: 'member',
    Screen: lazy(() => import('../features/nominations/QuarterlyAwardReportScreen')),
  },
  { path: '/rewards', access: 'member', Screen: ShopScreen },
  { path: '/rewards/:urlParam', access: 'member', Screen: ShopScreen },
  {
    path: '/rewards/payment/:paymentId',
    access: 'member',
    Screen: lazy(() => import('../features/shop/PaymentReturnScreen')),
  },
  { path: '/orders', access: 'member', Screen: lazy(() => import('../features/shop/OrdersScreen')) },
  {
    path: '/orders/:orderNum',
    access: 'member',
    Screen: lazy(() => import('../features/shop/OrderConfirmationScreen')),
  },
  { path: '/celebrations', access: 'member', Screen: CelebrationsScreen },
  {
    path: '/gettoknow',
    access: 'member',
    Screen: lazy(() => import('../features/gettoknow/GetToKnowScreen')),
  },
  {
    path: '/gettoknow/:selectedMemberId',
    access: 'member',
    Screen: lazy(() => import('../features/gettoknow/GetToKnowScreen')),
  },
  // Get Involved brings the upload modal and grid; on demand keeps them out of the first load.
  {
    path: '/getinvolved',
    access: 'member',
    Screen: lazy(() => import('../features/getinvolved/GetInvolvedScreen')),
  },
  {
    path: '/contactus',
    access: 'anonymous',
    Screen: lazy(() => import('../features/contact/ContactScreen')),
  },
  { path: '/admin/*', access: 'member', Screen: lazy(() => import('../features/admin/AdminArea')) },
  { path: '/about', access: 'member', Screen: lazy(() => import('../features/content/AboutScreen')) },
  {
    path: '/:contentKey',
    access: 'member',
    Screen: lazy(() => import('../features/content/ContentPageScreen')),
    catchAll: true,
  },
];

export const routePatterns: readonly string[] = appRoutes.filter((r) => !r.catchAll).map((r) => r.path);

/** Where the forced profile update sends a member with no mobile number or e-mail. */
export const PROFILE_UPDATE_PATH = '/myprofile/update';
