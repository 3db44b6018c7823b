import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Fieldset, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { DownloadButton } from '../../../components/DownloadButton';
import { DARK_TITLE } from '../../../components/alert-styles';
import type { adminPeople } from '@portal/contract';
import { peopleData } from '@portal/contract';
import { useState } from 'react';
import { formErrorsOf, formErrorText } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';
import { notifySuccess } from '../../../lib/notify';
import { useEraseMemberMutation, useMemberExportMutation } from './api';
import { WRAPPING } from '../ui/buttons';

type Detail = adminPeople.TAdminMemberDetail;

/**
 * People's data on the member page: download everything held about the member, or erase a
 * leaver's personal data on request (an active member only when forced, with a reason).
 */
export function MemberDataPanel({ member }: { member: Detail }) {
  const erased = member.erased;
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const active = member.employmentStatus === 'active';
  const download = useMemberExportMutation(member.memberNumber, ({ blob, fileName }) =>
    saveBlob(blob, fileName),
  );
  const erase = useEraseMemberMutation(member.memberNumber, (res) => {
    setOpen(false);
    const label = res.label;
    notifySuccess(t`Erased. The member is now “${label}”.`, t`Success`);
  });
  const errors = erase.error ? formErrorsOf(erase.error) : {};
  const { firstname, surname, memberNumber } = member;
  return (
    <Fieldset legend={t`People’s data`}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            Everything the portal holds about this member, as a ZIP of CSV and JSON (a request for access).
            Erasing removes their names, contact details, birthday, profile, pictures and the words they
            wrote; points movements, orders and the audit log stay, under “Former member”.
          </Trans>
        </Text>
        <Group>
          <DownloadButton onClick={() => download.mutate()} loading={download.isPending}>
            <Trans>Download data</Trans>
          </DownloadButton>
          <Button
            styles={WRAPPING}
            color="red"
            variant="light"
            mih={44}
            leftSection={<IconEraser size={18} aria-hidden />}
            onClick={() => {
              setConfirmed(false);
              erase.reset();
              setOpen(true);
            }}
            disabled={erased}
          >
            {erased ? <Trans>Personal data erased</Trans> : <Trans>Erase personal data…</Trans>}
          </Button>
        </Group>
        {download.error && <Text c="red">{formErrorText(download.error)}</Text>}
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t`Erase personal data`} centered>
        <form
          onSubmit={(e) => {
            // The dialog sits inside the member's form in the component tree: its submit
            // must not also save the member.
            e.preventDefault();
            e.stopPropagation();
            erase.mutate({ force: active, reason });
          }}
        >
          <Stack gap="md">
            {active && (
              <Alert color="orange" title={t`This member is still active`} styles={DARK_TITLE}>
                <Trans>
                  Normally only leavers are erased. Erasing now also marks them as a leaver and signs them
                  out. Say why.
                </Trans>
              </Alert>
            )}
            <Text size="sm">
              <Trans>
                {firstname} {surname} (<bdi>{memberNumber}</bdi>) becomes a former member. This cannot be
                undone.
              </Trans>
            </Text>
            <Textarea
              label={active ? t`Reason (required)` : t`Reason (optional)`}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={peopleData.ERASE_REASON_MAX}
              error={errors.reason}
              autosize
              minRows={2}
            />
            <Checkbox
              label={t`I understand this cannot be undone`}
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
            />
            {erase.error && !errors.reason && <Text c="red">{formErrorText(erase.error)}</Text>}
            <Group justify="flex-end">
              <Button styles={WRAPPING} variant="default" mih={44} onClick={() => setOpen(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                styles={WRAPPING}
                type="submit"
                color="red"
                mih={44}
                disabled={!confirmed}
                loading={erase.isPending}
              >
                <Trans>Erase</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Fieldset>
  );
}
