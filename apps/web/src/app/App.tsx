import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useBranding } from '../lib/branding';
import { GlobalErrorModal } from './GlobalErrorModal';
import { queryClient } from './query-client';
import { RequestOverlay } from './RequestOverlay';
import { router } from './router';
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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedTheme>
        <Notifications position="top-right" zIndex={1200} />
        {/* Confirmation dialogs (Get Involved's delete) through @mantine/modals. */}
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
        <GlobalErrorModal />
        <RequestOverlay />
      </BrandedTheme>
    </QueryClientProvider>
  );
}
