import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications, useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useBranding } from '../lib/branding';
import { useStore } from '../lib/store';
import { GlobalErrorModal } from './GlobalErrorModal';
import { queryClient } from './query-client';
import { RequestOverlay } from './RequestOverlay';
import { getRouter } from './router';
import { screenExtrasNeeded } from './screen-extras';
import { buildTheme } from './theme';

// Mantine's dimmed grey reads at 3.3:1 on white; this one passes WCAG AA (4.5:1) for small text.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f6670' },
  dark: {},
});

function BrandedTheme({ children }: { children: ReactNode }) {
  const { primaryColour, accentColour } = useBranding();
  const theme = useMemo(() => buildTheme({ primaryColour, accentColour }), [primaryColour, accentColour]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
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
      <Notifications position="top-right" zIndex={1200} />
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
      <BrandedTheme>
        <NotificationsHost />
        <RouterProvider router={getRouter()} />
        <ModalsHost />
        <GlobalErrorModal />
        <RequestOverlay />
      </BrandedTheme>
    </QueryClientProvider>
  );
}
