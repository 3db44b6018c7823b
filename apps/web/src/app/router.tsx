import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { NotFoundScreen } from '../components/NotFoundScreen';
import { RouteErrorScreen } from './RouteErrorScreen';
import { RouteGate } from './RouteGate';
import { appRoutes } from './routes';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      ...appRoutes.map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
