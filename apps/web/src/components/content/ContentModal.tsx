import { Modal, ScrollArea } from '@mantine/core';
import type { AppModalProps } from '../../lib/modal-props';
import { ContentBody } from './ContentBody';
import { useContent } from './use-content';

interface Props extends AppModalProps {
  contentKey: string;
  /** Shown until the page's own title arrives. */
  fallbackTitle: string;
}

/** A content page in a modal (About Us, Terms, Disclaimer, FAQ, Privacy Policy, How it Works). */
export function ContentModal({ opened, onClose, contentKey, fallbackTitle }: Props) {
  const { data } = useContent(contentKey);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={data?.title ?? fallbackTitle}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <ContentBody contentKey={contentKey} />
    </Modal>
  );
}

/** The registry's entry for one page: a modal component bound to its key. */
export function contentModal(contentKey: string, fallbackTitle: string) {
  function BoundContentModal(props: AppModalProps) {
    return <ContentModal {...props} contentKey={contentKey} fallbackTitle={fallbackTitle} />;
  }
  BoundContentModal.displayName = `ContentModal(${contentKey})`;
  return BoundContentModal;
}
