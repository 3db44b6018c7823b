import { member, notifications, peopleData, type CallInput } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiDownload, callApiMultipart } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { memberDataKey } from '../../lib/member-data';

export const profileKeys = {
  notificationPreferences: ['notifications', 'preferences'],
} as const;

export const profileQueries = {
  /** Which notifications reach the member, per kind and channel. */
  notificationPreferences: () =>
    queryOptions({
      queryKey: profileKeys.notificationPreferences,
      queryFn: () => callApi(notifications.preferences, {}, { background: true }),
    }),
};

/**
 * Reads the member data afresh with resetimg, which discards a picture uploaded but not saved.
 * It was a plain call: offline it fails at once and the offline screen says so, as queries do
 * (app/query-client.ts), instead of waiting paused for the network.
 */
export function useReloadMemberDataMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(member.getmemberdata, { resetimg: true }),
    onSuccess: (data) => client.setQueryData(memberDataKey, data),
    networkMode: 'always',
  });
}

/** Saves the member's details (or only their language); the member data is read again before it settles. */
export function useUpdateProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof member.memberupdate>) => callApi(member.memberupdate, body),
    onSuccess: () => client.invalidateQueries({ queryKey: memberDataKey }),
  });
}

/**
 * Uploads a temporary profile picture, kept when the details are saved. A plain call before:
 * offline it fails at once, as queries do, instead of waiting paused for the network.
 */
export function useUploadProfilePictureMutation() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('filePic', file);
      return callApiMultipart(member.profilepicupload, form);
    },
    networkMode: 'always',
  });
}

/** Saves one kind's channels; the answer is the whole table, shown as it comes. */
export function useSaveNotificationPreferenceMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preference: notifications.TNotificationPreference) =>
      callApi(notifications.preferencesave, { preferences: [preference] }, { background: true }),
    onSuccess: (data) => client.setQueryData(profileKeys.notificationPreferences, data),
  });
}

/** Downloads everything the portal holds about the member as a ZIP and saves it. */
export function useDownloadMyDataMutation() {
  return useMutation({
    mutationFn: () => callApiDownload(peopleData.exportmydata, {}),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
