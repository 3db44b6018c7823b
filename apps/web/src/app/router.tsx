import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { NotFoundScreen } from '../components/NotFoundScreen';
import { RouteErrorScreen } from './RouteErrorScreen';
import { RouteGate } from './RouteGate';
import { appRoutes } from './routes';
import { madeOnFirstUse } from '../lib/made-on-first-use';

/**
 * The app's router, made at its first use: setting it up matches the address against every
 * route, which the app's start does in a task of its own rather than while its modules evaluate.
 */
export const getRouter = madeOnFirstUse(() =>
  createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...appRoutes.map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ]),
);
