import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconBellOff, IconDeviceMobile, IconTrash } from '@tabler/icons-react';
import { push } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, callApi, formErrorText } from '../../lib/api';
import {
  pushKeys,
  pushQueries,
  pushSupported,
  subscribeThisDevice,
  thisDeviceEndpoint,
  type PushDevice,
} from './push-devices-api';

/** The server's message for a failed call; the browser's own reason (permission, support) otherwise. */
const errorText = (err: unknown) =>
  err instanceof ApiError || !(err instanceof Error) ? formErrorText(err) : err.message;

const when = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

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
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconDeviceMobile size={22} aria-hidden style={{ flex: 'none' }} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {device.label}
            {current && ' (this device)'}
          </Text>
          <Text size="sm" c="dimmed">
            Added {when(device.createdAt)}
            {device.lastPushAt ? ` · last notified ${when(device.lastPushAt)}` : ''}
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
        aria-label={`Stop notifications to ${device.label}`}
      >
        Remove
      </Button>
    </Group>
  );
}

/** "Notifications on your devices": this device on or off, and the member's other devices. */
export function PushDevices() {
  const queryClient = useQueryClient();
  const key = useQuery(pushQueries.key());
  const devices = useQuery(pushQueries.devices());
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    void thisDeviceEndpoint().then(setEndpoint);
  }, []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.devices });

  const turnOn = useMutation({
    mutationFn: () => subscribeThisDevice(key.data?.publicKey ?? ''),
    onSuccess: (device) => {
      setEndpoint(device.endpoint);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (device: PushDevice) => {
      await callApi(push.pushunsubscribe, { id: device.id });
      // This browser stops its own subscription too, so nothing arrives here any more.
      if (device.endpoint === endpoint) {
        const registration = await navigator.serviceWorker.getRegistration('/');
        await (await registration?.pushManager.getSubscription())?.unsubscribe();
        setEndpoint(null);
      }
    },
    onSettled: () => void refresh(),
  });

  const list = devices.data?.devices ?? [];
  const current = list.find((d) => d.endpoint === endpoint);
  const supported = pushSupported();
  const available = key.data?.available ?? false;

  return (
    <Card component="section" aria-labelledby="push-devices-title" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h3" id="push-devices-title" mb="xs">
        Notifications on your devices
      </Title>
      <Text c="dimmed" mb="md">
        Get a notification on your phone or computer when you are recognised, or someone reacts to or comments
        on your recognition.
      </Text>
      <Stack gap="sm">
        {key.isSuccess && !available && (
          <Alert color="gray">Push notifications are not available on this portal.</Alert>
        )}
        {available && !supported && (
          <Alert color="gray">This browser cannot receive push notifications.</Alert>
        )}
        {available && supported && (
          <Group justify="space-between" gap="sm">
            <Text fw={600}>This device: {current ? 'notifications on' : 'notifications off'}</Text>
            {current ? (
              <Button
                variant="default"
                mih={44}
                leftSection={<IconBellOff size={18} aria-hidden />}
                loading={remove.isPending}
                onClick={() => remove.mutate(current)}
              >
                Turn off
              </Button>
            ) : (
              <Button
                mih={44}
                leftSection={<IconBell size={18} aria-hidden />}
                loading={turnOn.isPending}
                onClick={() => turnOn.mutate()}
              >
                Turn on
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
          On an iPhone or iPad, notifications arrive only when the app is on the Home Screen: in Safari, tap
          Share, then Add to Home Screen, open the app from there and turn notifications on here.
        </Text>
        {list.length > 0 && (
          <div>
            <Text size="sm" fw={700} c="dimmed" tt="uppercase" mb={4}>
              Devices that get notifications
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
