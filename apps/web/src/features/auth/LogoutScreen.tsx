import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from './api';

/** Revokes the session, clears login data and returns to / after 1 second. */
export function LogoutScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revoked = useRef(false);

  useEffect(() => {
    if (!revoked.current) {
      revoked.current = true;
      logOut(queryClient);
    }
    const timer = setTimeout(() => void navigate('/', { replace: true }), 1000);
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);

  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader type="dots" aria-hidden />
        <Text size="lg" fw={600}>
          <Trans>Signing you out…</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
