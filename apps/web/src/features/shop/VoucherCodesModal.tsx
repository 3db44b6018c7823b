import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formErrorText } from '../../lib/api';
import { SafeHtml } from '../../components/content/SafeHtml';
import { useVoucherMessage } from './api';

/** The voucher codes of one dispatched order line: the server's HTML message, sanitised. */
export function VoucherCodesModal({
  memberOrderItemId,
  onClose,
}: {
  memberOrderItemId: number | null;
  onClose(): void;
}) {
  const message = useVoucherMessage(memberOrderItemId);
  const { t } = useLingui();
  return (
    <Modal
      opened={memberOrderItemId !== null}
      onClose={onClose}
      title={t`Voucher Codes`}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t`Close voucher codes` }}
    >
      {message.isPending ? (
        <PageLoader />
      ) : message.isError ? (
        <ScreenNotice color="red">{formErrorText(message.error)}</ScreenNotice>
      ) : (
        <SafeHtml html={message.data.message} />
      )}
    </Modal>
  );
}
