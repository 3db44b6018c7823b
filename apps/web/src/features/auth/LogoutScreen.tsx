import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { member } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api';
import { clearSession } from '../../lib/member-data';
import { getToken } from '../../lib/session';

/** Revokes the session, clears login data and returns to / after 1 second. */
export function LogoutScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revoked = useRef(false);

  useEffect(() => {
    if (!revoked.current) {
      revoked.current = true;
      // callApi reads the token before its first await, so clearing right after is safe.
      if (getToken()) callApi(member.logout, {}).catch(() => {});
      clearSession(queryClient);
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
