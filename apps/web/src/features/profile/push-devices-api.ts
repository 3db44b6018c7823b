import { t } from '@lingui/core/macro';
import { push, type CallResponse } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type PushDevice = CallResponse<typeof push.pushdevices>['devices'][number];

export const pushKeys = {
  all: ['push'] as const,
  key: ['push', 'key'] as const,
  devices: ['push', 'devices'] as const,
};

/** The member's push devices and the server's key: one query-option factory per read. */
export const pushQueries = {
  key: () =>
    queryOptions({
      queryKey: pushKeys.key,
      queryFn: () => callApi(push.pushkey, {}),
      staleTime: Infinity,
    }),
  devices: () => queryOptions({ queryKey: pushKeys.devices, queryFn: () => callApi(push.pushdevices, {}) }),
};

/** What this browser supports: push needs a service worker, the Push API and notifications. */
export const pushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** "Chrome on Android": enough to tell a member's devices apart in the list. */
export function deviceLabel(ua: string = navigator.userAgent): string {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/.test(ua)
      ? // eslint-disable-next-line lingui/no-unlocalized-strings -- a browser's name
        'Samsung Internet'
      : /Firefox\/|FxiOS/.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS/.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : t`Browser`;
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /CrOS/.test(ua)
          ? 'ChromeOS'
          : /Mac OS X/.test(ua)
            ? 'Mac'
            : /Windows/.test(ua)
              ? 'Windows'
              : /Linux/.test(ua)
                ? 'Linux'
                : '';
  // The label is kept with the device, in the language it was added in.
  return os ? t`${browser} on ${os}` : browser;
}

/** The worker's registration, when there is one (none under the development server). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** Asks for permission, subscribes this browser with the server's key and tells the server. */
export async function subscribeThisDevice(publicKey: string): Promise<PushDevice> {
  const registration = await workerRegistration();
  if (!registration)
    throw new Error(t`This browser has not finished setting up the app yet; reload the page and try again.`);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new Error(
      t`Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.`,
    );
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made under another key (the server's keys changed) cannot be used.
  const sameKey =
    subscription?.options.applicationServerKey &&
    new Uint8Array(subscription.options.applicationServerKey).every((b, i) => b === key[i]);
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const json = subscription.toJSON();
  const { device } = await callApi(push.pushsubscribe, {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    label: deviceLabel(),
  });
  return device;
}

export async function thisDeviceEndpoint(): Promise<string | null> {
  const registration = await workerRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}

/** Turns notifications on for this browser; the member's devices are read again. */
export function useTurnOnPushMutation(onSubscribed: (device: PushDevice) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (publicKey: string) => subscribeThisDevice(publicKey),
    onSuccess: (device) => {
      onSubscribed(device);
      void client.invalidateQueries({ queryKey: pushKeys.devices });
    },
  });
}

/**
 * Stops notifications to one of the member's devices. When it is this browser (its subscription's
 * endpoint is `thisEndpoint`), the browser's own subscription stops too, so nothing arrives here
 * any more. The devices are read again whatever the outcome.
 */
export function useRemovePushDeviceMutation(thisEndpoint: string | null, onThisDeviceStopped: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (device: PushDevice) => {
      await callApi(push.pushunsubscribe, { id: device.id });
      if (device.endpoint === thisEndpoint) {
        const registration = await navigator.serviceWorker.getRegistration('/');
        await (await registration?.pushManager.getSubscription())?.unsubscribe();
        onThisDeviceStopped();
      }
    },
    onSettled: () => void client.invalidateQueries({ queryKey: pushKeys.devices }),
  });
}
