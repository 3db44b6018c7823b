// Stands in for '@mantine/notifications' in the app (an alias in vite.config.ts): the store and
// its functions as they are, and a Notifications component that loads the toast container (its
// transitions and styles) only when it is first rendered.
import { lazy } from 'react';

export * from '../../../node_modules/@mantine/notifications/esm/notifications.store.mjs';

export const Notifications = lazy(async () => {
  const [module] = await Promise.all([
    import('../../../node_modules/@mantine/notifications/esm/Notifications.mjs'),
    import('@mantine/notifications/styles.css'),
  ]);
  return { default: module.Notifications };
});
