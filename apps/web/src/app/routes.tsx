import { lazy, Suspense, type ComponentType } from 'react';
import { screenExtrasNeeded } from './screen-extras';

/**
 * Every screen is its own chunk, loaded when its route is first shown, together with the rest of
 * the UI kit's CSS (the first load carries only what the shell, Home and Welcome use).
 */
function screen<N extends string = 'default'>(
  load: () => Promise<{ [key in NoInfer<N>]: ComponentType<object> }>,
  name?: N,
): ComponentType {
  return lazy(async () => {
    const [module] = await Promise.all([load(), import('./mantine-more-styles')]);
    screenExtrasNeeded.set(true);
    return { default: module[(name ?? 'default') as N] as ComponentType };
  });
}

// Home's feed is a chunk of its own, fetched beside Home's, so it adds nothing to Home's first load.
const HomeFeed = lazy(async () => ({ default: (await import('../features/feed/HomeFeed')).HomeFeed }));
const HomeScreen = lazy(async () => {
  const { HomeScreen: Home } = await import('../features/home/HomeScreen');
  const WithFeed = () => (
    <Home
      feed={
        // A screen tall while it loads, so what follows it on a phone starts below the fold
        // and does not jump when the cards arrive.
        <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
          <HomeFeed />
        </Suspense>
      }
    />
  );
  return { default: WithFeed };
});
const WelcomeScreen = lazy(async () => ({
  default: (await import('../features/auth/WelcomeScreen')).WelcomeScreen,
}));
const MyProfileScreen = screen(() => import('../features/profile/MyProfileScreen'), 'MyProfileScreen');
const rewardScreens = () => import('../features/recognition/RewardScreen');
const SimplySayScreen = screen(rewardScreens, 'SimplySayScreen');
const PayItForwardScreen = screen(rewardScreens, 'PayItForwardScreen');
const statementScreens = () => import('../features/statements/StatementScreens');
const NominateScreen = screen(() => import('../features/nominations/NominateScreen'));
const GetToKnowScreen = screen(() => import('../features/gettoknow/GetToKnowScreen'));

// One lazy component for both shop routes, so /rewards and /rewards/basket share one chunk.
const ShopScreen = screen(() => import('../features/shop/ShopScreen'));

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
  {
    path: '/logout',
    access: 'anonymous',
    Screen: screen(() => import('../features/auth/LogoutScreen'), 'LogoutScreen'),
  },
  {
    path: '/loginsuccess',
    access: 'anonymous',
    Screen: screen(() => import('../features/sso/LoginSuccessScreen'), 'LoginSuccessScreen'),
  },
  {
    path: '/welcometrfauth',
    access: 'anonymous',
    Screen: screen(() => import('../features/sso/TransferAuthScreen')),
  },
  { path: '/myprofile', access: 'member', Screen: MyProfileScreen },
  { path: '/myprofile/:urlParam', access: 'member', Screen: MyProfileScreen },
  { path: '/recognise', access: 'member', Screen: SimplySayScreen },
  { path: '/recognise/:selectedMemberId', access: 'member', Screen: SimplySayScreen },
  { path: '/rewardpayitforward', access: 'member', Screen: PayItForwardScreen },
  { path: '/rewardpayitforward/:selectedMemberId', access: 'member', Screen: PayItForwardScreen },
  { path: '/rewardtrfcustom', access: 'member', Screen: screen(rewardScreens, 'PointsRecognitionScreen') },
  { path: '/adhocrecognition', access: 'member', Screen: screen(rewardScreens, 'AdhocRecognitionScreen') },
  {
    path: '/myrecognition',
    access: 'member',
    Screen: screen(() => import('../features/recognition/MyRecognitionScreen'), 'MyRecognitionScreen'),
  },
  {
    path: '/recentrecognition',
    access: 'member',
    Screen: screen(() => import('../features/feed/FeedScreen'), 'FeedScreen'),
  },
  { path: '/statement', access: 'member', Screen: screen(statementScreens, 'PointsStatementScreen') },
  {
    path: '/payitforwardstatement',
    access: 'member',
    Screen: screen(statementScreens, 'PayItForwardStatementScreen'),
  },
  {
    path: '/managementstatement',
    access: 'member',
    Screen: screen(statementScreens, 'ManagementStatementScreen'),
  },
  {
    path: '/reportmanagement',
    access: 'member',
    Screen: screen(() => import('../features/reports/ManagementReportScreen'), 'ManagementReportScreen'),
  },
  {
    path: '/reportmanagerbalances',
    access: 'member',
    Screen: screen(() => import('../features/reports/ManagerBalancesScreen'), 'ManagerBalancesScreen'),
  },
  // One route for every insights section, so the chosen scope and period stay while moving between them.
  {
    path: '/insights/:section?',
    access: 'member',
    Screen: screen(() => import('../features/insights/InsightsScreen')),
  },
  {
    path: '/nominate',
    access: 'member',
    Screen: NominateScreen,
  },
  {
    path: '/nominate/:selectedMemberId',
    access: 'member',
    Screen: NominateScreen,
  },
  {
    path: '/nominationmanagement',
    access: 'member',
    Screen: screen(() => import('../features/nominations/NominationManagementScreen')),
  },
  {
    path: '/reportquarterlyawards',
    access: 'member',
    Screen: screen(() => import('../features/nominations/QuarterlyAwardReportScreen')),
  },
  { path: '/rewards', access: 'member', Screen: ShopScreen },
  { path: '/rewards/:urlParam', access: 'member', Screen: ShopScreen },
  {
    path: '/rewards/product/:productId',
    access: 'member',
    Screen: screen(() => import('../features/shop/ProductScreen')),
  },
  {
    path: '/rewards/payment/:paymentId',
    access: 'member',
    Screen: screen(() => import('../features/shop/PaymentReturnScreen')),
  },
  { path: '/orders', access: 'member', Screen: screen(() => import('../features/shop/OrdersScreen')) },
  {
    path: '/celebrations',
    access: 'member',
    Screen: screen(() => import('../features/celebrations/CelebrationsScreen'), 'CelebrationsScreen'),
  },
  {
    path: '/orders/:orderNum',
    access: 'member',
    Screen: screen(() => import('../features/shop/OrderConfirmationScreen')),
  },
  {
    path: '/gettoknow',
    access: 'member',
    Screen: GetToKnowScreen,
  },
  {
    path: '/gettoknow/:selectedMemberId',
    access: 'member',
    Screen: GetToKnowScreen,
  },
  // Get Involved brings the upload modal and grid; on demand keeps them out of the first load.
  {
    path: '/getinvolved',
    access: 'member',
    Screen: screen(() => import('../features/getinvolved/GetInvolvedScreen')),
  },
  {
    path: '/contactus',
    access: 'anonymous',
    Screen: screen(() => import('../features/contact/ContactScreen')),
  },
  { path: '/admin/*', access: 'member', Screen: screen(() => import('../features/admin/AdminArea')) },
  { path: '/about', access: 'member', Screen: screen(() => import('../features/content/AboutScreen')) },
  {
    path: '/:contentKey',
    access: 'member',
    Screen: screen(() => import('../features/content/ContentPageScreen')),
    catchAll: true,
  },
];

export const routePatterns: readonly string[] = appRoutes.filter((r) => !r.catchAll).map((r) => r.path);

/** Where the forced profile update sends a member with no mobile number or e-mail. */
export const PROFILE_UPDATE_PATH = '/myprofile/update';
