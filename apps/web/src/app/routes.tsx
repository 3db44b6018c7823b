import { lazy, Suspense, type ComponentType } from 'react';
import { loadFeatureCatalogue } from '../lib/i18n/catalogues';
import { screenExtrasNeeded } from './screen-extras';
import { whenOnline } from './when-online';

/**
 * Every screen is its own chunk, loaded when its route is first shown, together with the rest of
 * the UI kit's CSS (the first load carries only what the shell, Home and Welcome use) and its
 * feature's message catalogue in the language shown.
 */
function screen<N extends string = 'default'>(
  feature: string,
  load: () => Promise<{ [key in NoInfer<N>]: ComponentType<object> }>,
  name?: N,
): ComponentType {
  return lazy(async () => {
    const [module] = await whenOnline(() =>
      Promise.all([load(), import('./mantine-more-styles'), loadFeatureCatalogue(feature)]),
    );
    screenExtrasNeeded.set(true);
    return { default: module[(name ?? 'default') as N] as ComponentType };
  });
}

// Home's feed is a chunk of its own, fetched beside Home's, so it adds nothing to Home's first load.
const HomeFeed = lazy(async () => {
  const [{ HomeFeed: Feed }] = await Promise.all([
    import('../features/feed/HomeFeed'),
    loadFeatureCatalogue('feed'),
  ]);
  return { default: Feed };
});
const HomeScreen = lazy(async () => {
  const [{ HomeScreen: Home }] = await Promise.all([
    import('../features/home/HomeScreen'),
    loadFeatureCatalogue('home'),
  ]);
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
const WelcomeScreen = lazy(async () => {
  const [{ WelcomeScreen: Welcome }] = await Promise.all([
    import('../features/auth/WelcomeScreen'),
    loadFeatureCatalogue('auth'),
  ]);
  return { default: Welcome };
});
const MyProfileScreen = screen(
  'profile',
  () => import('../features/profile/MyProfileScreen'),
  'MyProfileScreen',
);
const rewardScreens = () => import('../features/recognition/RewardScreen');
const SimplySayScreen = screen('recognition', rewardScreens, 'SimplySayScreen');
const PayItForwardScreen = screen('recognition', rewardScreens, 'PayItForwardScreen');
const statementScreens = () => import('../features/statements/StatementScreens');
const NominateScreen = screen('nominations', () => import('../features/nominations/NominateScreen'));
const GetToKnowScreen = screen('gettoknow', () => import('../features/gettoknow/GetToKnowScreen'));

// One lazy component for both shop routes, so /rewards and /rewards/basket share one chunk.
const ShopScreen = screen('shop', () => import('../features/shop/ShopScreen'));

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
    Screen: screen('auth', () => import('../features/auth/LogoutScreen'), 'LogoutScreen'),
  },
  {
    path: '/loginsuccess',
    access: 'anonymous',
    Screen: screen('sso', () => import('../features/sso/LoginSuccessScreen'), 'LoginSuccessScreen'),
  },
  {
    path: '/welcometrfauth',
    access: 'anonymous',
    Screen: screen('sso', () => import('../features/sso/TransferAuthScreen')),
  },
  { path: '/myprofile', access: 'member', Screen: MyProfileScreen },
  { path: '/myprofile/:urlParam', access: 'member', Screen: MyProfileScreen },
  { path: '/recognise', access: 'member', Screen: SimplySayScreen },
  { path: '/recognise/:selectedMemberId', access: 'member', Screen: SimplySayScreen },
  { path: '/rewardpayitforward', access: 'member', Screen: PayItForwardScreen },
  { path: '/rewardpayitforward/:selectedMemberId', access: 'member', Screen: PayItForwardScreen },
  {
    path: '/rewardtrfcustom',
    access: 'member',
    Screen: screen('recognition', rewardScreens, 'PointsRecognitionScreen'),
  },
  {
    path: '/adhocrecognition',
    access: 'member',
    Screen: screen('recognition', rewardScreens, 'AdhocRecognitionScreen'),
  },
  {
    path: '/myrecognition',
    access: 'member',
    Screen: screen(
      'recognition',
      () => import('../features/recognition/MyRecognitionScreen'),
      'MyRecognitionScreen',
    ),
  },
  {
    path: '/recentrecognition',
    access: 'member',
    Screen: screen('feed', () => import('../features/feed/FeedScreen'), 'FeedScreen'),
  },
  {
    path: '/statement',
    access: 'member',
    Screen: screen('statements', statementScreens, 'PointsStatementScreen'),
  },
  {
    path: '/payitforwardstatement',
    access: 'member',
    Screen: screen('statements', statementScreens, 'PayItForwardStatementScreen'),
  },
  {
    path: '/managementstatement',
    access: 'member',
    Screen: screen('statements', statementScreens, 'ManagementStatementScreen'),
  },
  {
    path: '/reportmanagement',
    access: 'member',
    Screen: screen(
      'reports',
      () => import('../features/reports/ManagementReportScreen'),
      'ManagementReportScreen',
    ),
  },
  {
    path: '/reportmanagerbalances',
    access: 'member',
    Screen: screen(
      'reports',
      () => import('../features/reports/ManagerBalancesScreen'),
      'ManagerBalancesScreen',
    ),
  },
  // One route for every insights section, so the chosen scope and period stay while moving between them.
  {
    path: '/insights/:section?',
    access: 'member',
    Screen: screen('insights', () => import('../features/insights/InsightsScreen')),
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
    Screen: screen('nominations', () => import('../features/nominations/NominationManagementScreen')),
  },
  {
    path: '/reportquarterlyawards',
    access: 'member',
    Screen: screen('nominations', () => import('../features/nominations/QuarterlyAwardReportScreen')),
  },
  { path: '/rewards', access: 'member', Screen: ShopScreen },
  { path: '/rewards/:urlParam', access: 'member', Screen: ShopScreen },
  {
    path: '/rewards/product/:productId',
    access: 'member',
    Screen: screen('shop', () => import('../features/shop/ProductScreen')),
  },
  {
    path: '/rewards/payment/:paymentId',
    access: 'member',
    Screen: screen('shop', () => import('../features/shop/PaymentReturnScreen')),
  },
  {
    path: '/orders',
    access: 'member',
    Screen: screen('shop', () => import('../features/shop/OrdersScreen')),
  },
  {
    path: '/celebrations',
    access: 'member',
    Screen: screen(
      'celebrations',
      () => import('../features/celebrations/CelebrationsScreen'),
      'CelebrationsScreen',
    ),
  },
  {
    path: '/orders/:orderNum',
    access: 'member',
    Screen: screen('shop', () => import('../features/shop/OrderConfirmationScreen')),
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
    Screen: screen('getinvolved', () => import('../features/getinvolved/GetInvolvedScreen')),
  },
  {
    path: '/contactus',
    access: 'anonymous',
    Screen: screen('contact', () => import('../features/contact/ContactScreen')),
  },
  {
    path: '/admin/*',
    access: 'member',
    Screen: screen('admin', () => import('../features/admin/AdminArea')),
  },
  {
    path: '/about',
    access: 'member',
    Screen: screen('content', () => import('../features/content/AboutScreen')),
  },
  {
    path: '/:contentKey',
    access: 'member',
    Screen: screen('content', () => import('../features/content/ContentPageScreen')),
    catchAll: true,
  },
];

export const routePatterns: readonly string[] = appRoutes.filter((r) => !r.catchAll).map((r) => r.path);

/** Where the forced profile update sends a member with no mobile number or e-mail. */
export const PROFILE_UPDATE_PATH = '/myprofile/update';
