import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconDeviceMobile, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, formErrorText } from '../../lib/api';
import { activeLocale } from '../../lib/i18n/active-locale';
import { dateFormat, isolated } from '../../lib/i18n/intl-formats';
import {
  pushQueries,
  pushSupported,
  thisDeviceEndpoint,
  useRemovePushDeviceMutation,
  useTurnOnPushMutation,
  type PushDevice,
} from './push-devices-api';

/** The server's message for a failed call; the browser's own reason (permission, support) otherwise. */
const errorText = (err: unknown) =>
  err instanceof ApiError || !(err instanceof Error) ? formErrorText(err) : err.message;

/** A day in the device's own time zone, written as the language shown writes it ('7 Dec 2026'). */
const when = (iso: string) => {
  const locale = activeLocale.get();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isolated(
    dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }, timeZone).format(new Date(iso)),
    locale,
  );
};

function DeviceRow({
  device,
  current,
  onRemove,
  busy,
}: {
  device: PushDevice;
  current: boolean;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const { label } = device;
  const added = when(device.createdAt);
  const notified = device.lastPushAt ? when(device.lastPushAt) : '';
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconDeviceMobile size={22} aria-hidden style={{ flex: 'none' }} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {device.label}
            {current && (
              <>
                {' '}
                <Trans>(this device)</Trans>
              </>
            )}
          </Text>
          <Text size="sm" c="dimmed">
            {notified ? t`Added ${added} · last notified ${notified}` : t`Added ${added}`}
          </Text>
        </div>
      </Group>
      <Button
        variant="subtle"
        color="red"
        mih={44}
        px="xs"
        style={{ flex: 'none' }}
        onClick={onRemove}
        loading={busy}
        leftSection={<IconTrash size={18} aria-hidden />}
        aria-label={t`Stop notifications to ${label}`}
      >
        <Trans>Remove</Trans>
      </Button>
    </Group>
  );
}

/** "Notifications on your devices": this device on or off, and the member's other devices. */
export function PushDevices() {
  const key = useQuery(pushQueries.key());
  const devices = useQuery(pushQueries.devices());
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    void thisDeviceEndpoint().then(setEndpoint);
  }, []);
  const turnOn = useTurnOnPushMutation((device) => setEndpoint(device.endpoint));
  const remove = useRemovePushDeviceMutation(endpoint, () => setEndpoint(null));

  const list = devices.data?.devices ?? [];
  const current = list.find((d) => d.endpoint === endpoint);
  const supported = pushSupported();
  const available = key.data?.available ?? false;

  return (
    <Card component="section" aria-labelledby="push-devices-title" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h3" id="push-devices-title" mb="xs">
        <Trans>Notifications on your devices</Trans>
      </Title>
      <Text c="dimmed" mb="md">
        <Trans>
          Get a notification on your phone or computer when you are recognised, or someone reacts to or
          comments on your recognition.
        </Trans>
      </Text>
      <Stack gap="sm">
        {key.isSuccess && !available && (
          <Alert color="gray">
            <Trans>Push notifications are not available on this portal.</Trans>
          </Alert>
        )}
        {available && !supported && (
          <Alert color="gray">
            <Trans>This browser cannot receive push notifications.</Trans>
          </Alert>
        )}
        {available && supported && (
          <Group justify="space-between" gap="sm">
            <Text fw={600}>
              {current ? (
                <Trans>This device: notifications on</Trans>
              ) : (
                <Trans>This device: notifications off</Trans>
              )}
            </Text>
            {current ? (
              <Button
                variant="default"
                mih={44}
                leftSection={<IconBellOff size={18} aria-hidden />}
                loading={remove.isPending}
                onClick={() => remove.mutate(current)}
              >
                <Trans>Turn off</Trans>
              </Button>
            ) : (
              <Button
                mih={44}
                leftSection={<IconBell size={18} aria-hidden />}
                loading={turnOn.isPending}
                onClick={() => turnOn.mutate(key.data?.publicKey ?? '')}
              >
                <Trans>Turn on</Trans>
              </Button>
            )}
          </Group>
        )}
        {(turnOn.error || remove.error) && (
          <Text c="red" role="alert">
            {errorText(turnOn.error ?? remove.error)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <Trans>
            On an iPhone or iPad, notifications arrive only when the app is on the Home Screen: in Safari, tap
            Share, then Add to Home Screen, open the app from there and turn notifications on here.
          </Trans>
        </Text>
        {list.length > 0 && (
          <div>
            <Text size="sm" fw={700} c="dimmed" tt="uppercase" mb={4}>
              <Trans>Devices that get notifications</Trans>
            </Text>
            {list.map((d) => (
              <DeviceRow
                key={d.id}
                device={d}
                current={d.endpoint === endpoint}
                busy={remove.isPending && remove.variables?.id === d.id}
                onRemove={() => remove.mutate(d)}
              />
            ))}
          </div>
        )}
      </Stack>
    </Card>
  );
}
