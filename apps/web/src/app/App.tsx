import { MantineProvider } from '@mantine/core';
import { Notifications, useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useBranding } from '../lib/branding';
import { useStore } from '../lib/store';
import { GlobalErrorModal } from './GlobalErrorModal';
import { LocaleProviders } from './LocaleProviders';
import { queryClient } from './query-client';
import { RequestOverlay } from './RequestOverlay';
import { getRouter } from './router';
import { screenExtrasNeeded } from './screen-extras';
import { themeFor } from './theme';
import { themeCss } from './theme-css';
import toastClasses from './toasts.module.css';

function BrandedTheme({ children }: { children: ReactNode }) {
  const { primaryColour, accentColour } = useBranding();
  const theme = themeFor({ primaryColour, accentColour });
  // The theme's CSS variables as the provider would write them, but worked out once per theme.
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      <style data-mantine-styles dangerouslySetInnerHTML={{ __html: themeCss(theme) }} />
      {children}
    </MantineProvider>
  );
}

/** The toast container (and its code) is rendered from the first toast on, not on the first load. */
function NotificationsHost() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (notifications.length > 0) setNeeded(true);
  }, [notifications.length]);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1200} classNames={{ root: toastClasses.container }} />
    </Suspense>
  ) : null;
}

// Confirmation dialogs (Get Involved's delete, admin screens) answer @mantine/modals' events, so
// the provider needs no children and can arrive with the first screen that may open one.
const ModalsProvider = lazy(async () => ({ default: (await import('@mantine/modals')).ModalsProvider }));

function ModalsHost() {
  const needed = useStore(screenExtrasNeeded);
  return needed ? (
    <Suspense fallback={null}>
      <ModalsProvider />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProviders>
        <BrandedTheme>
          <NotificationsHost />
          <RouterProvider router={getRouter()} />
          <ModalsHost />
          <GlobalErrorModal />
          <RequestOverlay />
        </BrandedTheme>
      </LocaleProviders>
    </QueryClientProvider>
  );
}
