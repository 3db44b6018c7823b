import { i18n, type MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { MESSAGE_TEXTS, recipientOf, reward, type CallInput, type SelectedMember } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, callApi, formErrorText, formErrorsOf } from '../../../lib/api';
import { memberDataKey } from '../../../lib/member-data';
import { sharedKeys } from '../../../lib/shared-query-keys';
import { sayText } from '../../../lib/i18n/contract-texts';
import { fieldErrorsFrom, type FieldErrors } from '../../../lib/use-form';
import { selectionLabel } from '../../../components/select-members/selection';

export type RewardBody = CallInput<typeof reward.doreward>;
export type RewardDraft = Omit<RewardBody, 'recipients' | 'requestId'>;
export interface Notice {
  title: string;
  message: string;
}

/** Who received what, for the success screen. */
export interface SentSummary {
  names: string[];
  reason: string;
  points?: number | string | undefined;
}

/** What a reward screen shows: the form, or the success message after a send. */
export type RewardPart = 'form' | 'success';

/** One id per form fill: a double click or a retry of the same fill pays once (server side). */
const newRequestId = () => crypto.randomUUID();

/**
 * What the four reward screens share: recipients, the request id, the
 * form → success (the spec's displayPart 0 and 1) → Send Another, the recipient check before the call,
 * the contract's rules, server errors under the fields, and fresh header balances after.
 */
export function useRewardSender({
  recipientRequired = MESSAGE_TEXTS.recipientsRequired,
}: { recipientRequired?: MessageDescriptor } = {}) {
  const queryClient = useQueryClient();
  const [recipients, setRecipientList] = useState<SelectedMember[]>([]);
  const [requestId, setRequestId] = useState(newRequestId);
  const [part, setPart] = useState<RewardPart>('form');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lastSent, setLastSent] = useState<SentSummary | null>(null);
  const mutation = useMutation({ mutationFn: (body: RewardBody) => callApi(reward.doreward, body) });

  const setRecipients = useCallback((next: SelectedMember[]) => {
    setRecipientList(next);
    setErrors((current) => (current.recipients ? { ...current, recipients: undefined } : current));
  }, []);

  const clearError = useCallback((field: string) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Resolves true once the server has taken the card. */
  async function send(draft: RewardDraft): Promise<boolean> {
    if (mutation.isPending) return false;
    setNotice(null);
    const body: RewardBody = { ...draft, recipients: recipients.map(recipientOf), requestId };
    // Every missing field at once (recipients and value together), not one per press of Send.
    const local: FieldErrors = { ...fieldErrorsFrom(reward.doreward.body, body) };
    const required = i18n._(recipientRequired);
    if (recipients.length === 0) local.recipients = required;
    if (Object.values(local).some(Boolean)) {
      setErrors(local);
      const outOfRange = sayText(MESSAGE_TEXTS.pointsOutOfRange);
      if (recipients.length === 0) {
        setNotice({ title: sayText(MESSAGE_TEXTS.recipientsRequiredTitle), message: required });
      } else if (local.points === outOfRange) {
        setNotice({ title: sayText(MESSAGE_TEXTS.pointsOutOfRangeTitle), message: outOfRange });
      }
      return false;
    }
    try {
      await mutation.mutateAsync(body);
    } catch (err) {
      // A 401 has already sent the app to /logout.
      if (err instanceof ApiError && err.kind === 'unauthorized') return false;
      setErrors(formErrorsOf(err));
      setNotice({ title: t`Please note:`, message: formErrorText(err) });
      return false;
    }
    setLastSent({ names: recipients.map(selectionLabel), reason: draft.reason ?? '', points: draft.points });
    setRecipientList([]);
    setErrors({});
    setRequestId(newRequestId());
    setPart('success');
    // Header balances and every report now read differently.
    void queryClient.invalidateQueries({ queryKey: memberDataKey });
    void queryClient.invalidateQueries({ queryKey: sharedKeys.reports });
    return true;
  }

  function sendAnother() {
    setNotice(null);
    setPart('form');
  }

  return {
    recipients,
    setRecipients,
    part,
    lastSent,
    notice,
    errors,
    clearError,
    pending: mutation.isPending,
    send,
    sendAnother,
  };
}
